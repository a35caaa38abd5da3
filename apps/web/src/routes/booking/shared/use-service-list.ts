import { fromDdMmYyyy, servedIn, type SpecialDayRule } from '@salon/domain';
import { useQuery } from '@tanstack/react-query';
import { api, type QueryOf } from '../../../api/client.ts';
import { useCurrentUser } from '../../../features/auth/use-current-user.ts';
import { useOwnPhone } from '../../../features/auth/use-own-phone.ts';
import type { ServiceItem, ServiceListData, WireSpecialDayRule } from './service-types.ts';
import { useAtHome } from '../../booking-at-home/use-at-home.ts';
import type { ServiceListQuery } from '@salon/domain/contracts';

export function fetchServiceList(salonId: number, phone: string | null, lang: string, signal?: AbortSignal) {
  return api<{ data: ServiceListData }>('GET', '/api/v1/service-booking/service-booking-v2', {
    query: {
      salonId,
      customerPhone: phone ?? '',
      lang: lang === 'en' ? 'en' : 'vi',
      choosenServiceIds: '0',
    } satisfies QueryOf<ServiceListQuery>,
    signal,
  });
}

/**
 * The salon's catalogue and rules; shared by step 2, step 3 and the step-0 block (one cache entry).
 * The phone (which marks past services as used) is sent only by its logged-in owner (decision 0102).
 */
export function useServiceList(salonId: number | null, bookingPhone: string | null, lang: string) {
  const phone = useOwnPhone(bookingPhone);
  // Prices are the logged-in customer's member prices: a login or logout asks again.
  const memberType = useCurrentUser().user?.userInfo.memberType ?? 0;
  const atHome = useAtHome();
  return useQuery({
    queryKey: ['services', 'list', salonId, phone, lang, memberType],
    queryFn: ({ signal }) => fetchServiceList(salonId as number, phone, lang, signal),
    enabled: salonId !== null && salonId > 0,
    staleTime: 60_000,
    select: atHome ? atHomeOnly : pickData,
  });
}

const pickData = (a: { data: ServiceListData }) => a.data;

/** At home the list holds only services of delivery type 2 or 3 (001 §3), without emptied groups. */
function atHomeOnly(a: { data: ServiceListData }): ServiceListData {
  const keep = (s: ServiceItem) => servedIn(s.serviceDeliveryType, true);
  const only = <T extends ServiceItem>(list: T[]): T[] =>
    list.filter(keep).map((s) => (s.listService ? { ...s, listService: s.listService.filter(keep) } : s));
  const data = a.data.data
    .map((c) => ({
      ...c,
      services: only(c.services),
      serviceGroups: c.serviceGroups
        .map((g) => ({
          ...g,
          services: only(g.services),
        }))
        .filter((g) => g.services.length > 0),
    }))
    .filter((c) => c.serviceGroups.length > 0);
  return { ...a.data, data };
}

/** Every selectable service of the list: top-level services and their children. */
export function flattenServices(data: ServiceListData | undefined): ServiceItem[] {
  if (!data) return [];
  return data.data.flatMap((c) =>
    c.serviceGroups.flatMap((g) => g.services.flatMap((s) => [s, ...(s.listService ?? [])])),
  );
}

/** rulesSpecialDay with ISO dates, as the domain pricing reads them. */
export function toDomainRules(rules: readonly WireSpecialDayRule[]): SpecialDayRule[] {
  return rules.map((r) => ({
    serviceId: r.serviceId,
    dates: r.date.flatMap((d) => {
      const iso = fromDdMmYyyy(d);
      return iso ? [iso] : [];
    }),
    specialPrice: r.serviceSpecial,
    stylistPrice: r.serviceStylist,
    specialStylistPrice: r.serviceSpecialStylist,
    stylistLevelId: r.stylistLevelId,
  }));
}
