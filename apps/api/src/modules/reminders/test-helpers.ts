import type { AppInstance } from '../../http/app-instance.ts';
import { createBody, hoursOf, newAddress, TOMORROW_DD } from '../booking/test-helpers.ts';

// Shared steps of the reminder tests: bookings by the logged-in owner (confirmed at once), read back.

/** The slot id of an hour ('14h10') tomorrow at salon 1. */
export async function slotAt(app: AppInstance, hour: string): Promise<number> {
  const hours = await hoursOf(app, { salonId: 1, bookDate: TOMORROW_DD, listServiceId: '1021' });
  const h = hours.find((x) => x.hour === hour);
  if (!h) throw new Error(`no slot ${hour}: ${hours.map((x) => x.hour).join(' ')}`);
  return h.hourId;
}

const person = (bookHourId: number) => ({
  bookHourId,
  stylistId: 0,
  chosenServices: JSON.stringify([{ serviceId: 1021 }]),
});

export async function bookAt(app: AppInstance, token: string, phone: string, hour: string): Promise<number> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/v1/booking-multiple',
    remoteAddress: newAddress(),
    headers: { authorization: `Bearer ${token}` },
    payload: createBody({ phone, bookHours: [person(await slotAt(app, hour))] }),
  });
  if (res.statusCode !== 200) throw new Error(`book ${res.statusCode} ${res.body}`);
  return res.json().data.booking.id as number;
}

export async function changeTo(app: AppInstance, token: string, id: number, phone: string, hour: string) {
  return app.inject({
    method: 'PUT',
    url: `/api/v1/booking/${id}`,
    headers: { authorization: `Bearer ${token}` },
    payload: createBody({ phone, bookHours: [person(await slotAt(app, hour))] }),
  });
}

export function cancel(app: AppInstance, token: string, id: number) {
  return app.inject({
    method: 'PUT',
    url: `/api/v1/booking/${id}/cancel`,
    headers: { authorization: `Bearer ${token}` },
  });
}

export interface RemindersAnswer {
  enabled: boolean;
  reminders: { sendAt: string; channel: string; leadMinutes: number; moved: boolean }[];
  sent: { sentAt: string; channel: string }[];
  cutoffMinutes: number;
  changeUntil: string;
  canChange: boolean;
}

export async function remindersOf(app: AppInstance, token: string, id: number): Promise<RemindersAnswer> {
  const res = await app.inject({
    method: 'GET',
    url: `/api/v1/booking/${id}/reminders`,
    headers: { authorization: `Bearer ${token}` },
  });
  if (res.statusCode !== 200) throw new Error(`reminders ${res.statusCode} ${res.body}`);
  return res.json().data;
}

export async function outbox(
  app: AppInstance,
  phone: string,
): Promise<{ text: string; channel: string; jobId: number }[]> {
  const res = await app.inject({
    method: 'GET',
    url: '/api/dev/reminders',
    query: { phone },
    remoteAddress: '127.0.0.1',
  });
  if (res.statusCode !== 200) throw new Error(`outbox ${res.statusCode} ${res.body}`);
  return res.json().data;
}
