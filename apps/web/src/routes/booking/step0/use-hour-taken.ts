import { useEffect, useRef, useState } from 'react';
import type { HoursAnswer } from '@salon/domain/contracts';
import { draftStore } from '../draft/draft-store.ts';
import type { PersonDraft } from '../draft/draft-types.ts';
import { dropTakenHour } from '../draft/time-actions.ts';
import { ownHours } from './own-hours.ts';

/**
 * Live hours (issue 22): when fresh hours show the person's chosen hour go from free to taken (someone
 * else booked it), the hour is dropped, so 'Hoàn tất' asks for another, and the hour that went is
 * returned until the customer picks a new one. Only a change seen while chosen counts: a booking being
 * changed shows its own hour taken from the start, and this page's own booking is not someone else's.
 */
export function useHourTaken(person: PersonDraft, hours: HoursAnswer['data'] | undefined): string | null {
  const [taken, setTaken] = useState<string | null>(null);
  const seen = useRef<{ hourId: number; free: boolean } | null>(null);
  const chosen = person.hour;
  useEffect(() => {
    if (!hours || !chosen) {
      seen.current = null;
      return;
    }
    const now = hours.hourGroup.flatMap((g) => g.hours).find((h) => h.hourId === chosen.bookHourId);
    if (!now) return;
    const before = seen.current;
    seen.current = { hourId: now.hourId, free: now.isFree };
    if (before?.hourId === now.hourId && before.free && !now.isFree && !ownHours.has(now.hourId)) {
      seen.current = null;
      setTaken(chosen.hour);
      draftStore.dispatch(dropTakenHour, chosen.bookHourId);
    }
  }, [hours, chosen]);
  useEffect(() => {
    if (chosen) setTaken(null);
  }, [chosen]);
  return taken;
}
