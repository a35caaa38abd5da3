import { addDays, toDdMmYyyy } from '@salon/domain';
import { useEffect, useRef, useState } from 'react';
import type { HoursAnswer } from '@salon/domain/contracts';
import { draftStore } from '../draft/draft-store.ts';
import { advanceDate, pickHour, toDraftHour } from '../draft/time-actions.ts';
import type { PersonDraft } from '../draft/draft-types.ts';
import { allBusy, type Clock, firstBookable } from './time-rules.ts';

export type BusyKind = 'stylist' | 'salon';

/**
 * What block 4 does on its own when hours arrive (001 §4 Hour availability):
 * - today's last work hour is not free and the customer did not choose the date → the next day;
 * - source book_at_salon → the first free slot is chosen;
 * - every returned slot unavailable → the stylist-busy or salon-full popup, once per query.
 */
export function useHourEffects(
  person: PersonDraft,
  hours: HoursAnswer['data'] | undefined,
  queryKey: string,
  dateIso: string,
  clock: Clock,
  canAdvanceDay: boolean,
) {
  const [busy, setBusy] = useState<BusyKind | null>(null);
  const shownFor = useRef<string | null>(null);
  const stylistId = person.stylist?.id ?? 0;

  useEffect(() => {
    if (!hours) return;
    const isToday = dateIso === clock.todayIso;
    if (isToday && hours.lastHourWork?.isFreeToday === false && !person.dateChosenByUser && canAdvanceDay) {
      draftStore.dispatch(advanceDate, toDdMmYyyy(addDays(clock.todayIso, 1)));
      return;
    }
    if (clock.atSalon && !person.hour) {
      const first = firstBookable(hours.hourGroup, dateIso, clock);
      if (first) draftStore.dispatch(pickHour, toDraftHour(first));
    }
    if (shownFor.current !== queryKey && allBusy(hours.hourGroup, dateIso, clock)) {
      shownFor.current = queryKey;
      setBusy(stylistId === 0 ? 'salon' : 'stylist');
    }
  }, [hours, queryKey, dateIso, clock, person.dateChosenByUser, person.hour, stylistId, canAdvanceDay]);

  return { busy, closeBusy: () => setBusy(null) };
}
