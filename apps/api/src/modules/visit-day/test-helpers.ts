import type { VisitDay } from '@salon/domain/contracts';
import type { AppInstance } from '../../http/app-instance.ts';
import { createBody, hoursOf, loginAs, newAddress, TOMORROW_DD } from '../booking/test-helpers.ts';

// Shared steps of the visit-day tests: tomorrow's bookings at salon 1 by their logged-in owners
// (confirmed at once), the counter's calls from this machine, and the booking's visit-day read.

/** 'HH:MM' tomorrow (24/11/2026) in Vietnam. */
export const tomorrowAt = (hhmm: string) => new Date(`2026-11-24T${hhmm}:00+07:00`);

export interface Booked {
  id: number;
  token: string;
  phone: string;
}

export async function bookTomorrow(
  app: AppInstance,
  phone: string,
  hour: string,
  stylistId = 0,
): Promise<Booked> {
  const token = await loginAs(app.deps.db, phone);
  const hours = await hoursOf(app, { salonId: 1, bookDate: TOMORROW_DD, stylistId, listServiceId: '1021' });
  const h = hours.find((x) => x.hour === hour);
  if (!h) throw new Error(`no slot ${hour}: ${hours.map((x) => x.hour).join(' ')}`);
  const res = await app.inject({
    method: 'POST',
    url: '/api/v1/booking-multiple',
    remoteAddress: newAddress(),
    headers: { authorization: `Bearer ${token}` },
    payload: createBody({
      phone,
      stylistId,
      chosenServices: JSON.stringify([{ serviceId: 1021 }]),
      bookHours: [{ bookHourId: h.hourId, stylistId, chosenServices: JSON.stringify([{ serviceId: 1021 }]) }],
    }),
  });
  if (res.statusCode !== 200) throw new Error(`book ${res.statusCode} ${res.body}`);
  return { id: res.json().data.booking.id as number, token, phone };
}

/** A call of the salon's counter (this machine, no key outside production). */
export function pos(app: AppInstance, url: string, payload: Record<string, unknown>) {
  return app.inject({ method: 'POST', url, remoteAddress: '127.0.0.1', payload });
}

export async function visitDayOf(app: AppInstance, b: Booked) {
  const res = await app.inject({
    method: 'GET',
    url: `/api/v1/visit-day/${b.id}`,
    headers: { authorization: `Bearer ${b.token}` },
  });
  if (res.statusCode !== 200) throw new Error(`visit day ${res.statusCode} ${res.body}`);
  return res.json().data as VisitDay;
}
