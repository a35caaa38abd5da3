// The URL rules of /booking (document 2, section 2).
export interface BookingQuery {
  step: number;
  phone: string | null;
  salonId: number | null;
  source: string | null;
}

// 'A salon id in the URL with a step above 1 resets the step to 0' is an entry rule (001 §2): it
// applies to the URL the page was opened with, not to the app's own moves to steps 2 and 3 once a
// salon is chosen (the salon then stays in the URL). useBookingNav writes the corrected step back.
let entrySearch: string | null =
  typeof window === 'undefined' ? null : new URLSearchParams(window.location.search).toString();
function isEntryUrl(params: URLSearchParams): boolean {
  if (entrySearch === null) return false;
  if (params.toString() === entrySearch) return true;
  entrySearch = null; // the entry URL was left: later URLs are the app's own
  return false;
}

export function readBookingQuery(params: URLSearchParams): BookingQuery {
  const rawSalon = params.get('salonId');
  const salonNum = rawSalon === null || rawSalon.trim() === '' ? Number.NaN : Number(rawSalon);
  let salonId = Number.isInteger(salonNum) && salonNum >= 0 ? salonNum : null;
  const source = params.get('source');
  const inApp = params.get('inApp') === 'true' || params.get('inApp') === '1';
  if (source === 'customer_ios' && inApp && salonId === 20) salonId = 0;
  const rawStep = Number(params.get('step') ?? 0);
  let step = Number.isInteger(rawStep) && rawStep >= 0 && rawStep <= 5 ? rawStep : 0;
  if (inApp) step = Math.min(Math.max(step, 0), 2);
  // On the entry URL a step above 1 does not stand: with a salon it resets to 0; with salon 0 the
  // step's next action runs, and the next action of steps 2–5 is the booking home (step 0), where
  // the services and skinner the link carried are already chosen.
  if (salonId !== null && step > 1 && isEntryUrl(params)) step = 0;
  const phone = params.get('phone');
  return { step, phone: phone && phone !== '0' ? phone : null, salonId, source };
}
