import { messageWith } from '@salon/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { createBody, firstStylist, loginAs, NOW, TOMORROW_DD } from '../test-helpers.ts';

// Changing a booking at home (decision 0124): the change sends the create's body, so the travel moves
// with the visit, and the same booking sent without isBookAtHome is a salon booking that refuses the
// at-home-only service. PGlite, or PostgreSQL with TEST_DATABASE_URL.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ now: NOW });
});
afterAll(async () => {
  await t?.close();
});

const PHONE = '0915290001';
const HOME = { address: '12 ngõ 68 Trung Kính, Phường Yên Hòa, Hà Nội', latitude: 21.0155, longitude: 105.8 };
const AT_HOME_WASH = JSON.stringify([{ serviceId: 1031 }]);

describe('changing a booking at home', () => {
  it('moves the visit and its travel together; without isBookAtHome it is refused and nothing moves', async () => {
    const token = await loginAs(t.handle.db, `+84${PHONE.slice(1)}`);
    const stylistId = await firstStylist(t.app, 1, TOMORROW_DD);
    const body = (bookHourId: number, atHome: boolean) =>
      createBody({
        phone: PHONE,
        stylistId,
        chosenServices: AT_HOME_WASH,
        bookHours: [{ bookHourId, stylistId, chosenServices: AT_HOME_WASH }],
        ...(atHome ? { isBookAtHome: true, homeAddress: HOME } : {}),
      });
    const auth = { authorization: `Bearer ${token}` };
    const made = await t.app.inject({
      method: 'POST',
      url: '/api/v1/booking-multiple',
      headers: auth,
      payload: body(1010, true),
    });
    expect(made.statusCode, made.body).toBe(200);
    const id = made.json().data.booking.id as number;
    const claims = () =>
      t.handle.db
        .selectFrom('staff_slot_claim as c')
        .innerJoin('booking_person as p', 'p.id', 'c.booking_person_id')
        .select('c.slot_id')
        .where('p.booking_id', '=', id)
        .orderBy('c.slot_id')
        .execute()
        .then((rows) => rows.map((r) => r.slot_id));
    expect(await claims()).toEqual([1008, 1009, 1010, 1011, 1012, 1013, 1014, 1015]);

    const put = (payload: ReturnType<typeof body>) =>
      t.app.inject({ method: 'PUT', url: `/api/v1/booking/${id}`, headers: auth, payload });
    const moved = await put(body(1020, true));
    expect(moved.statusCode, moved.body).toBe(200);
    expect(await claims()).toEqual([1018, 1019, 1020, 1021, 1022, 1023, 1024, 1025]);

    // The web's change reopens the booking from its detail: the address, point and ids come back, and
    // sent again as they are they move the visit (the server re-checking the same place).
    const detail = await t.app.inject({ method: 'GET', url: `/api/v1/booking/${id}`, headers: auth });
    const home = detail.json().data.homeAddress;
    expect(home).toMatchObject({ ...HOME, placeId: null, attrId: null });
    const { address, latitude, longitude, placeId, attrId } = home;
    const again = createBody({
      phone: PHONE,
      stylistId,
      chosenServices: AT_HOME_WASH,
      bookHours: [{ bookHourId: 1030, stylistId, chosenServices: AT_HOME_WASH }],
      isBookAtHome: true,
      homeAddress: { address, latitude, longitude, placeId, attrId },
    });
    const back = await put(again);
    expect(back.statusCode, back.body).toBe(200);
    expect(await claims()).toEqual([1028, 1029, 1030, 1031, 1032, 1033, 1034, 1035]);

    const atSalon = await put(body(1003, false));
    expect(atSalon.statusCode).toBe(400);
    expect(atSalon.json().message).toBe(
      messageWith('serviceAtHomeOnly', { name: 'Gội đầu dưỡng sinh tại nhà' }),
    );
    expect(await claims()).toEqual([1028, 1029, 1030, 1031, 1032, 1033, 1034, 1035]);
    const row = await t.handle.db
      .selectFrom('booking')
      .select(['is_book_at_home', 'home_address'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ is_book_at_home: true, home_address: HOME.address });
  });
});
