import { type SpecialDayRule, toDdMmYyyy, Refusal } from '@salon/domain';
import type { Db } from '../../db/connect.ts';
import * as repo from './repo.ts';
import type { ServiceListData } from '@salon/domain/contracts';
import type { ServiceListRequest } from '@salon/domain/contracts';
import { type ItemContext, toServiceItem } from './service-item.ts';
import { guidesIn } from './guide-en.ts';
import { campaignHints } from './campaign-tags.ts';
import { withMemberPrices } from './member-pricing.ts';
import { catalogueIn } from './catalogue-in.ts';

/** Who asks and when: the caller's tier and id come from the session, never from the query. */
export interface CatalogueViewer {
  memberType: number | null;
  customerId: number | null;
  /** Today in Vietnam, ISO (the campaigns open today). */
  today: string;
}

/** The salon, or a 4xx: salonId 0 means no salon chosen yet; an unknown id is not found. */
export async function requireSalon(db: Db, salonId: number): Promise<repo.SalonInfo> {
  if (salonId === 0) throw new Refusal('chooseSalonFirst');
  const salon = await repo.findSalon(db, salonId);
  if (!salon) throw new Refusal('salonNotFound');
  return salon;
}

/** Everything the item mapper needs about the salon's catalogue, loaded once. */
export async function itemContext(
  db: Db,
  services: readonly repo.ServiceRecord[],
  opts: {
    phone?: string;
    selected?: readonly number[];
    salonId: number;
    lang: 'vi' | 'en';
    viewer: CatalogueViewer;
  },
): Promise<{
  ctx: ItemContext;
  rules: SpecialDayRule[];
  groups: repo.GroupRecord[];
  isAlertCampaign: boolean;
}> {
  const ids = services.map((s) => s.serviceId);
  const { viewer } = opts;
  const [storedGroups, rules, upsales, used, hints] = await Promise.all([
    repo.groups(db),
    repo.specialDayRules(db, ids),
    repo.upsales(db, ids),
    opts.phone ? repo.usedServiceIds(db, opts.phone) : Promise.resolve(new Set<number>()),
    campaignHints(db, {
      salonId: opts.salonId,
      today: viewer.today,
      lang: opts.lang,
      customerId: viewer.customerId,
    }),
  ]);
  const { groups = [] } = await catalogueIn(db, opts.lang, { groups: storedGroups });
  const titles = new Map(groups.map((g) => [g.id, g.title]));
  const ctx: ItemContext = {
    groupTitle: (id) => titles.get(id) ?? '',
    rules: new Map(rules.map((r) => [r.serviceId, r])),
    upsales,
    byId: new Map(services.map((s) => [s.serviceId, s])),
    used,
    selected: new Set(opts.selected ?? []),
    campaignTags: hints.tags,
  };
  return { ctx, rules, groups, isAlertCampaign: hints.isAlertCampaign };
}

/** GET service-booking-v2: the salon's catalogue by category, with the rules the screens use. */
export async function serviceList(
  db: Db,
  query: ServiceListRequest,
  viewer: CatalogueViewer,
): Promise<ServiceListData> {
  const salon = await requireSalon(db, query.salonId);
  const stored = await withMemberPrices(db, await repo.salonServices(db, salon.id), viewer.memberType);
  const { services = [] } = await catalogueIn(db, query.lang, { services: stored });
  const [{ ctx, rules, groups, isAlertCampaign }, storedCategories, nextStep, guides] = await Promise.all([
    itemContext(db, services, {
      phone: query.customerPhone,
      selected: query.choosenServiceIds,
      salonId: salon.id,
      lang: query.lang,
      viewer,
    }),
    repo.categories(db),
    repo.nextStepRules(db),
    repo.guideScreens(db, salon.id),
  ]);
  const { categories = [] } = await catalogueIn(db, query.lang, { categories: storedCategories });
  const data = categories.flatMap((c) => {
    const serviceGroups = groups
      .filter((g) => g.categoryId === c.id)
      .map((g) => ({
        groupId: g.id,
        title: g.title,
        services: services
          .filter((s) => s.groupId === g.id && s.parentServiceId === null)
          .map((s) => toServiceItem(s, services, ctx)),
      }))
      .filter((g) => g.services.length > 0);
    if (serviceGroups.length === 0) return [];
    return [
      {
        categoryId: c.id,
        categoryName: c.title,
        title: c.title,
        order: c.order,
        bgColor: c.bgColor,
        textColor: c.textColor,
        serviceGroups,
        services: serviceGroups.flatMap((g) => g.services),
      },
    ];
  });
  const sold = new Set(services.map((s) => s.serviceId));
  return {
    data,
    // Services that are not (only) done at the salon: the client shows where they take place.
    ruleShowBookings: services
      .filter((s) => s.deliveryType !== 1)
      .map((s) => ({ serviceId: s.serviceId, deliveryType: s.deliveryType })),
    isSaveServiceChoosen: true,
    // A suggestion is useful only with services the salon sells.
    rulesNextStep: nextStep
      .map((r) => ({ ...r, listService: r.listService.filter((id) => sold.has(id)) }))
      .filter((r) => r.listService.length > 0),
    rulesSpecialDay: rules.map((r) => ({
      date: r.dates.map(toDdMmYyyy),
      serviceId: r.serviceId,
      serviceSpecial: r.specialPrice,
      serviceStylist: r.stylistPrice,
      serviceSpecialStylist: r.specialStylistPrice,
      stylistLevelId: r.stylistLevelId,
    })),
    guideScreens: guidesIn(query.lang, guides),
    isAlertCampaign,
    selectConsultation: salon.selectConsultation,
  };
}
