import { message } from '@salon/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { createBody, hoursOf, loginAs, NOW, newAddress, TOMORROW_DD } from '../test-helpers.ts';

// Changing a booking: PUT /api/v1/booking/{id} moves it atomically; a lost race or a
// cancelled booking leaves the old booking exactly as it was.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ now: NOW });
});
afterAll(async () => {
  await t?.close();
});

const login = (phone: string) => loginAs(t.handle.db, phone);

const person = (bookHourId: number, stylistId = 0, serviceId = 1021) => ({
  bookHourId,
  stylistId,
  chosenServices: JSON.stringify([{ serviceId }]),
});

async function book(token: string | null, phone: string, bookHours: ReturnType<typeof person>[]) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/booking-multiple',
    remoteAddress: newAddress(),
    headers: token ? { authorization: `Bearer ${token}` } : {},
    payload: createBody({ phone, bookHours }),
  });
  if (res.statusCode !== 200) throw new Error(`book ${res.statusCode} ${res.body}`);
  return res.json().data.booking as { id: number; listBooking: { stylistId: number }[] };
}

function change(
  token: string | null,
  bookingId: number,
  phone: string,
  bookHours: ReturnType<typeof person>[],
) {
  return t.app.inject({
    method: 'PUT',
    url: `/api/v1/booking/${bookingId}`,
    headers: token ? { authorization: `Bearer ${token}` } : {},
    payload: createBody({ phone, bookHours }),
  });
}

/** The booking as the database holds it: its row, persons and claims. */
async function snapshot(bookingId: number) {
  const db = t.handle.db;
  const booking = await db
    .selectFrom('booking')
    .select(['status', 'date_book', 'total_money'])
    .where('id', '=', bookingId)
    .executeTakeFirst();
  const persons = await db
    .selectFrom('booking_person')
    .select(['id', 'stylist_id', 'book_hour_id'])
    .where('booking_id', '=', bookingId)
    .orderBy('person_index')
    .execute();
  const claims = await db
    .selectFrom('staff_slot_claim')
    .select(['staff_id', 'slot_id'])
    .where('booking_person_id', 'in', persons.map((p) => p.id).concat(0))
    .orderBy('slot_id')
    .execute();
  return { booking, persons, claims };
}

describe('changing a booking', () => {
  it('moves a booking to another hour: the new slot is taken and the old one freed', async () => {
    const token = await login('+84918000001');
    const old = await book(token, '0918000001', [person(1005)]);
    const stylistId = old.listBooking[0]?.stylistId ?? 0;
    const q = { salonId: 1, bookDate: TOMORROW_DD, stylistId, listServiceId: '1021' };
    expect((await hoursOf(t.app, q)).find((h) => h.hourId === 1005)?.isFree).toBe(false);

    const res = await change(token, old.id, '0918000001', [person(1012, stylistId)]);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.booking).toMatchObject({ id: old.id, status: 'confirmed' });
    const after = await snapshot(old.id);
    expect(after.persons).toMatchObject([{ stylist_id: stylistId, book_hour_id: 1012 }]);
    expect(after.claims).toEqual([{ staff_id: stylistId, slot_id: 1012 }]);
    const hours = await hoursOf(t.app, q);
    expect(hours.find((h) => h.hourId === 1005)?.isFree).toBe(true);
    expect(hours.find((h) => h.hourId === 1012)?.isFree).toBe(false);
  });

  it('may move onto slots the booking itself holds, and grow into a group', async () => {
    const token = await login('+84918000002');
    const old = await book(token, '0918000002', [person(1022, 0, 1011)]);
    const stylistId = old.listBooking[0]?.stylistId ?? 0;
    // 40 minutes from 1023 overlaps the booking's own slot 1023.
    const res = await change(token, old.id, '0918000002', [
      person(1023, stylistId, 1011),
      person(1023, 0, 1021),
    ]);
    expect(res.statusCode, res.body).toBe(200);
    const after = await snapshot(old.id);
    expect(after.persons).toHaveLength(2);
    expect(after.claims).toHaveLength(3);
  });

  it('leaves the old booking untouched when the new slot is gone', async () => {
    const token = await login('+84918000003');
    const old = await book(token, '0918000003', [person(1008)]);
    const rival = await book(null, '0918100003', [person(1014)]);
    const taken = rival.listBooking[0]?.stylistId ?? 0;
    const before = await snapshot(old.id);

    const res = await change(token, old.id, '0918000003', [person(1014, taken)]);
    expect(res.statusCode).toBe(409);
    expect(await snapshot(old.id)).toEqual(before);
  });

  it('races a change against a create for one slot: exactly one wins and the loser changes nothing', async () => {
    const token = await login('+84918000004');
    const old = await book(token, '0918000004', [person(1009)]);
    const stylistId = old.listBooking[0]?.stylistId ?? 0;
    const before = await snapshot(old.id);
    const [moved, created] = await Promise.all([
      change(token, old.id, '0918000004', [person(1016, stylistId)]),
      t.app.inject({
        method: 'POST',
        url: '/api/v1/booking-multiple',
        remoteAddress: newAddress(),
        payload: createBody({ phone: '0918100004', bookHours: [person(1016, stylistId)] }),
      }),
    ]);
    expect([moved.statusCode, created.statusCode].sort()).toEqual([200, 409]);
    const after = await snapshot(old.id);
    if (moved.statusCode === 409) expect(after).toEqual(before);
    else expect(after.claims).toEqual([{ staff_id: stylistId, slot_id: 1016 }]);
    const holders = await t.handle.db
      .selectFrom('staff_slot_claim')
      .select('booking_person_id')
      .where('staff_id', '=', stylistId)
      .where('slot_id', '=', 1016)
      .execute();
    expect(holders).toHaveLength(1);
  });

  it('refuses a cancelled booking, a stranger, an anonymous caller and another phone', async () => {
    const token = await login('+84918000005');
    const old = await book(token, '0918000005', [person(1018)]);
    const stranger = await login('+84918000006');
    const notFound = await change(stranger, old.id, '0918000006', [person(1019)]);
    expect(notFound.statusCode).toBe(404);
    expect(notFound.json().message).toBe(message('bookingNotFound'));
    expect((await change(null, old.id, '0918000005', [person(1019)])).statusCode).toBe(401);
    const otherPhone = await change(token, old.id, '0918000006', [person(1019)]);
    expect(otherPhone.statusCode).toBe(400);
    expect(otherPhone.json().message).toBe(message('phoneMismatch'));

    const cancel = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/booking/${old.id}/cancel`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    const before = await snapshot(old.id);
    const res = await change(token, old.id, '0918000005', [person(1019)]);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(message('bookingCancelledNoChange'));
    expect(await snapshot(old.id)).toEqual(before);
    expect((await change(token, 999999, '0918000005', [person(1019)])).statusCode).toBe(404);
  });
});
