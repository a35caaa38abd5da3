import { EXCLUDED_SALON_ID } from '@salon/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createBody, hoursOf, loginAs, NOW, newAddress, TOMORROW_DD } from '../booking/test-helpers.ts';

// The training salon (001 §5, §9: salon 269) takes no booking: no list of salons to book at names it,
// and a create or a change for it is refused in Vietnamese, with nothing written.

const TRAINING = EXCLUDED_SALON_ID;
// 29 Tô Hiệu, Cầu Giấy: the training salon's own door.
const AT_TRAINING = { latitude: 21.0443, longitude: 105.7931 };
const REFUSAL = 'Salon đào tạo không nhận đặt lịch, bạn vui lòng chọn salon khác nhé!';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ now: NOW });
});
afterAll(async () => {
  await t?.close();
});

const get = (url: string) => t.app.inject({ method: 'GET', url });
const ids = (list: { id?: number; salonId?: number }[]) => list.map((s) => s.id ?? s.salonId);

describe('the training salon is not in any list of salons to book', () => {
  it('is in the database, active (the chain keeps it), yet absent from /api/v1/salons and the top salons', async () => {
    const row = await t.handle.db
      .selectFrom('salon')
      .select(['id', 'is_active'])
      .where('id', '=', TRAINING)
      .executeTakeFirstOrThrow();
    expect(row.is_active).toBe(true);
    const all = (await get('/api/v1/salons')).json().data;
    expect(all.length).toBeGreaterThan(40);
    expect(ids(all)).not.toContain(TRAINING);
    expect(ids((await get('/api/v1/salons/top')).json().data)).not.toContain(TRAINING);
  });

  it("Hà Nội's salon count leaves it out, as the list does", async () => {
    const all = (await get('/api/v1/salons')).json().data as { cityId: number }[];
    const provinces = (await get('/api/v1/provinces')).json().data as {
      cityId: number;
      totalSalon: number;
    }[];
    for (const p of provinces) expect(p.totalSalon).toBe(all.filter((s) => s.cityId === p.cityId).length);
  });

  it('the salons nearest its own door do not include it', async () => {
    const res = await get(
      `/api/booking-info/salon-near-location?latitude=${AT_TRAINING.latitude}&longitude=${AT_TRAINING.longitude}&numOfSalon=30`,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().data.length).toBeGreaterThan(0);
    expect(ids(res.json().data)).not.toContain(TRAINING);
  });
});

describe('a booking at the training salon is refused', () => {
  const slotOfSalon1 = async () =>
    (await hoursOf(t.app, { salonId: 1, bookDate: TOMORROW_DD, listServiceId: '1021' }))[10]!.hourId;
  const bookingsAt = async (salonId: number) =>
    (
      await t.handle.db
        .selectFrom('booking')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .where('salon_id', '=', salonId)
        .executeTakeFirstOrThrow()
    ).n;

  it('create: 400 with the Vietnamese message, nothing written', async () => {
    const before = await bookingsAt(TRAINING);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/booking-multiple',
      remoteAddress: newAddress(),
      payload: createBody({ salonId: TRAINING, phone: '0917400001' }),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ statusCode: 400, message: REFUSAL });
    expect(await bookingsAt(TRAINING)).toBe(before);
  });

  it('change: a booking at salon 1 moved to the training salon is refused and stays at salon 1', async () => {
    const token = await loginAs(t.handle.db, '+84917400002');
    const person = { bookHourId: await slotOfSalon1(), stylistId: 0 };
    const made = await t.app.inject({
      method: 'POST',
      url: '/api/v1/booking-multiple',
      remoteAddress: newAddress(),
      headers: { authorization: `Bearer ${token}` },
      payload: createBody({ phone: '0917400002', bookHours: [person] }),
    });
    expect(made.statusCode, made.body).toBe(200);
    const id = made.json().data.booking.id as number;
    const moved = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/booking/${id}`,
      headers: { authorization: `Bearer ${token}` },
      payload: createBody({ salonId: TRAINING, phone: '0917400002', bookHours: [person] }),
    });
    expect(moved.statusCode).toBe(400);
    expect(moved.json().message).toBe(REFUSAL);
    const row = await t.handle.db
      .selectFrom('booking')
      .select(['salon_id', 'status'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ salon_id: 1, status: 'confirmed' });
  });
});
