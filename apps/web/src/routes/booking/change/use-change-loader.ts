import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { useSearchParams } from 'react-router';
import { api } from '../../../api/client.ts';
import type { Salon } from '../../../features/salons/salon-types.ts';
import { fetchStylists } from '../api/use-stylists.ts';
import { draftStore, useDraft } from '../draft/draft-store.ts';
import { toDraftSalon } from '../step1-salon/choose-salon.ts';
import { fetchServiceList, flattenServices, toDomainRules } from '../step2-services/use-service-list.ts';
import { type BookingToChange, bookingToDraft } from './booking-to-draft.ts';

/** The URL parameter the home page and the lookup use: /booking?changeBookingId={id}&step=0. */
export const CHANGE_PARAM = 'changeBookingId';

export type ChangeLoad = { state: 'idle' | 'loading' } | { state: 'failed'; message: string };

async function loadDraft(id: number, lang: string, salonsOf: () => Promise<Salon[]>) {
  const { data: booking } = await api<{ data: BookingToChange }>('GET', `/api/v1/booking/${id}`);
  if (booking.canceled) throw new Error('canceled');
  const salon = (await salonsOf()).find((s) => s.id === booking.salonId);
  if (!salon) throw new Error('salon');
  const phone = `0${booking.customerPhone.replace(/^\+84/, '')}`;
  const [services, stylists] = await Promise.all([
    fetchServiceList(salon.id, phone, lang),
    fetchStylists({ salonId: salon.id, workDate: booking.dateBook, customerPhone: phone }).catch(() => null),
  ]);
  const byId = new Map(flattenServices(services.data).map((s) => [s.serviceId, s]));
  const skillLevels = new Map((stylists?.data.stylists ?? []).map((s) => [s.staffId, s.skillLevel]));
  const rules = toDomainRules(services.data.rulesSpecialDay);
  return { draft: bookingToDraft(booking, toDraftSalon(salon), { byId, rules, skillLevels }), salon, phone };
}

/**
 * Opens /booking on an existing booking: with ?changeBookingId={id} the owner's booking is read and
 * becomes the draft (changingBookingId set), the URL gets its salon and phone, and step 0 shows it.
 * A booking that cannot be read (not the owner, cancelled, gone) says so instead.
 */
export function useChangeLoader(): ChangeLoad {
  const { t, i18n } = useTranslation();
  const [params, setParams] = useSearchParams();
  const queryClient = useQueryClient();
  const draft = useDraft();
  const raw = params.get(CHANGE_PARAM);
  const id = raw !== null && /^\d+$/.test(raw) ? Number(raw) : null;
  const [failed, setFailed] = useState<string | null>(null);
  const pending = raw !== null && failed === null;

  useEffect(() => {
    if (raw === null) return;
    if (id === null || id <= 0) {
      setFailed(t('msg.bookingNotFound'));
      return;
    }
    let live = true;
    const salonsOf = () =>
      queryClient.fetchQuery({
        queryKey: ['salons', 'all'],
        queryFn: ({ signal }) =>
          api<{ data: Salon[] }>('GET', '/api/v1/salons', { signal }).then((a) => a.data),
        staleTime: 5 * 60_000,
      });
    loadDraft(id, i18n.language === 'en' ? 'en' : 'vi', salonsOf)
      .then(({ draft: loaded, salon, phone }) => {
        if (!live) return;
        draftStore.update(() => loaded);
        // One URL write: salon and phone follow the draft, the change parameter is consumed.
        setParams(
          (prev) => {
            const next = new URLSearchParams(prev);
            next.delete(CHANGE_PARAM);
            next.set('salonId', String(salon.id));
            next.set('phone', phone);
            next.set('step', '0');
            return next;
          },
          { replace: true },
        );
      })
      .catch((e: unknown) => {
        if (!live) return;
        const canceled = e instanceof Error && e.message === 'canceled';
        setFailed(t(canceled ? 'msg.bookingCancelledNoChange' : 'msg.bookingNotFound'));
      });
    return () => {
      live = false;
    };
  }, [raw, id, i18n.language, queryClient, setParams, t]);

  if (failed !== null) return { state: 'failed', message: failed };
  if (pending && draft.changingBookingId !== id) return { state: 'loading' };
  return { state: 'idle' };
}
