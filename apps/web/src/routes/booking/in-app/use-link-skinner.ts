import { useEffect } from 'react';
import { useBookingNav } from '../booking-nav.ts';
import { useStylists } from '../api/use-stylists.ts';
import { draftStore, useDraft } from '../draft/draft-store.ts';
import { setSkinner } from '../draft/skinner-actions.ts';
import { parseSkinnerId } from './link-services.ts';
import { appliedOnce } from './applied-once.ts';

const applied = appliedOnce('skinner');

/**
 * The link's skinnerId (001 §1) is customer 1's skinner once the salon is known, if that skinner
 * works at the salon on the draft's day (the day's skinners of the stylists answer); otherwise it
 * is ignored. Applied once per salon and link: a customer who then picks another keeps that one.
 */
export function useLinkSkinner() {
  const { params, query } = useBookingNav();
  const skinnerId = parseSkinnerId(params.get('skinnerId'));
  const first = useDraft().persons[0];
  const salonId = first?.salon?.id ?? null;
  const key = `${salonId}:${skinnerId}`;
  const pending = skinnerId !== null && salonId !== null && salonId > 0 && !applied.has(key);
  const day = useStylists({
    salonId: pending ? salonId : null,
    workDate: first?.dateBook ?? '',
    customerPhone: query.phone,
  });
  useEffect(() => {
    if (!pending || !day.data) return;
    applied.mark(key);
    if (day.data.skinners.some((s) => s.staffId === skinnerId)) draftStore.dispatch(setSkinner, skinnerId);
  }, [pending, day.data, key, skinnerId]);
}
