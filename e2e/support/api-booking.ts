import { createBody } from '../../apps/api/src/modules/booking/test-helpers.ts';
import type { RunningSite } from './server.ts';

// Bookings a browser test needs before its page opens, made through the API as their logged-in owner
// would (confirmed at once, no OTP).

/** The id of salon `salonId`'s slot at `hour` ('14h10'). */
export async function slotAt(site: RunningSite, salonId: number, hour: string): Promise<number> {
  const slot = await site.handle.db
    .selectFrom('salon_slot')
    .select('id')
    .where('salon_id', '=', salonId)
    .where('hour_text', '=', hour)
    .executeTakeFirstOrThrow();
  return slot.id;
}

/** POST /api/v1/booking-multiple with the session `token`, the body createBody's with `over`: the booking's id. */
export async function bookThroughApi(
  site: RunningSite,
  token: string,
  over: Record<string, unknown>,
): Promise<number> {
  const res = await fetch(`${site.baseUrl}/api/v1/booking-multiple`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(createBody(over)),
  });
  if (res.status !== 200) throw new Error(`booking answered ${res.status}: ${await res.text()}`);
  return ((await res.json()) as { data: { booking: { id: number } } }).data.booking.id;
}
