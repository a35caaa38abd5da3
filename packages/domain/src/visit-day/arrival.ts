import { type GeoPoint, planarDistanceKm } from '../salon/distance.ts';

// 'Tôi đã đến' (decision 0141): a guest standing at the salon checks in without the counter, from
// half an hour before the hour, while the hour is not long gone.

/** How near the salon the browser's location must be. */
export const ARRIVAL_RADIUS_KM = 0.15;
export const ARRIVAL_EARLY_MINUTES = 30;
/** After this long past the hour the booking is missed, not arrived. */
export const ARRIVAL_LATE_MINUTES = 60;

export type ArrivalRefusal = 'tooFar' | 'tooEarly' | 'tooLate';

/** The minutes of the day in which an arrival at a booking starting at `startMinute` is accepted (both ends included). */
export function arrivalWindow(startMinute: number): { opens: number; closes: number } {
  return { opens: startMinute - ARRIVAL_EARLY_MINUTES, closes: startMinute + ARRIVAL_LATE_MINUTES };
}

/** Why the guest cannot check in here and now, or null when they can. Minutes of the same day. */
export function arrivalRefusal(
  input: { salon: GeoPoint; guest: GeoPoint; startMinute: number },
  nowMinute: number,
): ArrivalRefusal | null {
  const window = arrivalWindow(input.startMinute);
  if (nowMinute < window.opens) return 'tooEarly';
  if (nowMinute > window.closes) return 'tooLate';
  // The distance is rounded to 0.1 km, so this accepts what is under 150 m.
  if (planarDistanceKm(input.salon, input.guest) > ARRIVAL_RADIUS_KM) return 'tooFar';
  return null;
}
