import { useEffect, useRef } from 'react';
import { useSalons } from '../../../features/salons/use-salon-lists.ts';
import { useBookingNav } from '../booking-nav.ts';
import { clearSalon } from '../draft/draft-actions.ts';
import { draftStore, useCurrentPerson } from '../draft/draft-store.ts';
import { applySalonChoice } from './choose-salon.ts';

const none = (id: number | null) => id === null || id === 0;
const same = (a: number | null, b: number | null) => a === b || (none(a) && none(b));
const realSalonParam = () => {
  const raw = new URLSearchParams(window.location.search).get('salonId');
  return raw === null ? null : Number(raw);
};

/**
 * Keeps the URL's salonId and the draft's salon together (001 §2). When the URL changed (an entry
 * link, back/forward) the state follows it: the salon is chosen with the resets of choosing, 0 or
 * none clears it, an id that is no active salon becomes 0. When the draft changed (another screen
 * chose a salon), the URL follows the state.
 */
export function useSalonUrlSync() {
  const { query, setParam } = useBookingNav();
  const person = useCurrentPerson();
  const { data: salons } = useSalons();
  const urlId = query.salonId;
  const draftId = person.salon?.id ?? null;
  const synced = useRef<{ url: number | null; draft: number | null } | null>(null);
  useEffect(() => {
    if (same(urlId, draftId)) {
      synced.current = { url: urlId, draft: draftId };
      return;
    }
    if (synced.current && same(synced.current.url, urlId)) {
      synced.current = { url: draftId ?? 0, draft: draftId };
      // A navigation made with the draft change (choosing a salon) may still be rendering: the
      // address bar already has it, and writing from this render's params would undo it.
      if (!same(realSalonParam(), draftId)) setParam('salonId', draftId ?? 0);
      return;
    }
    if (none(urlId)) {
      draftStore.dispatch(clearSalon);
      synced.current = { url: urlId, draft: null };
      return;
    }
    if (!salons) return; // wait for the list to resolve the id
    const salon = salons.find((s) => s.id === urlId);
    if (salon) {
      applySalonChoice(salon);
      synced.current = { url: urlId, draft: urlId };
    } else {
      draftStore.dispatch(clearSalon);
      setParam('salonId', 0);
      synced.current = { url: 0, draft: null };
    }
  }, [urlId, draftId, salons, setParam]);
}
