import { message } from '@salon/domain';
import { describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/test-app.ts';
import {
  describeEachPromotion,
  createBody,
  type Hour,
  loginAs,
  NOW,
  newAddress,
  TOMORROW_DD,
  withPromotion,
} from '../test-helpers.ts';

// Issue 18: a customer chooses the skinner (skin-care staff) for a service that needs one. The
// chosen skinner is booked, their time is claimed like a stylist's (no double booking), hours follow
// them, and a skinner who does not work at the salon that day is refused; 0 still assigns one.
let t: TestApp;
let campaigns: readonly number[] = [];
const body = (over: Record<string, unknown> = {}) => withPromotion(createBody(over), campaigns);

/** 'Trị gàu (Cơ bản)': 45 minutes, needs a skinner. */
const SKIN = 2021;
// The day after tomorrow both skinners of salon 1 (a flagship) work the full day (seeded shifts).
const DAY_DD = '25-11-2026';
const DAY_ISO = '2026-11-25';

async function skinnersOf(
  salonId: number,
  workDate = DAY_DD,
): Promise<{ staffId: number; staffName: string }[]> {
  const res = await t.app.inject({
    method: 'GET',
    url: '/api/v1/booking/stylists',
    query: { salonId: String(salonId), workDate },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.skinners;
}

async function hours(skinnerId: number, serviceId = SKIN): Promise<Hour[]> {
  const res = await t.app.inject({
    method: 'GET',
    url: '/api/v1/booking/book-hours-group',
    query: {
      salonId: '1',
      bookDate: DAY_DD,
      stylistId: '0',
      skinnerId: String(skinnerId),
      listServiceId: String(serviceId),
    },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.hourGroup.flatMap((g: { hours: Hour[] }) => g.hours);
}

function create(phone: string, bookHourId: number, skinnerId?: number, dateBook = DAY_ISO) {
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/booking-multiple',
    remoteAddress: newAddress(),
    payload: body({
      phone,
      dateBook,
      chosenServices: JSON.stringify([{ serviceId: SKIN }]),
      bookHours: [{ bookHourId, stylistId: 0 }],
      ...(skinnerId === undefined ? { skinnerId: undefined } : { skinnerId }),
    }),
  });
}

async function claimsOf(staffId: number) {
  return t.handle.db
    .selectFrom('staff_slot_claim')
    .select(['slot_id', 'booking_person_id'])
    .where('staff_id', '=', staffId)
    .where('work_date', '=', DAY_ISO)
    .orderBy('slot_id')
    .execute();
}

async function bookingCount() {
  const rows = await t.handle.db.selectFrom('booking').select('id').execute();
  return rows.length;
}

describeEachPromotion(
  { now: NOW },
  (app, c) => {
    t = app;
    campaigns = c;
  },
  () => {
    describe('choosing a skinner', () => {
      it('books the chosen skinner, shows their name, and their hour is then not free for them', async () => {
        const skinners = await skinnersOf(1);
        expect(skinners.length).toBeGreaterThanOrEqual(2); // a flagship salon
        const [chosen, other] = skinners;
        if (!chosen || !other) return;
        const free = (await hours(chosen.staffId)).filter((h) => h.isFree);
        // An hour where both skinners are free, so "taken for the chosen one" is not "taken for all".
        const otherFree = new Set((await hours(other.staffId)).filter((h) => h.isFree).map((h) => h.hourId));
        const hour = free.find((h) => otherFree.has(h.hourId) && h.totalSkinnerEmpty === 2);
        expect(hour).toBeDefined();
        if (!hour) return;

        const res = await create('0916100001', hour.hourId, chosen.staffId);
        expect(res.statusCode, res.body).toBe(200);
        const { booking, viewToken } = res.json().data;
        expect(booking.listBooking[0].skinnerId).toBe(chosen.staffId);
        // 45 minutes of 20-minute slots: the hour and the two after it, claimed for the skinner.
        const claims = await claimsOf(chosen.staffId);
        expect(claims.map((c) => c.slot_id)).toEqual([hour.hourId, hour.subHourId, hour.secondSubHourId]);

        const detail = await t.app.inject({
          method: 'GET',
          url: `/api/v1/booking/${booking.id}`,
          headers: { 'x-booking-view-token': viewToken },
        });
        expect(detail.statusCode, detail.body).toBe(200);
        expect(detail.json().data.listBooking[0]).toMatchObject({
          skinnerId: chosen.staffId,
          skinnerName: chosen.staffName,
        });

        const forChosen = (await hours(chosen.staffId)).find((h) => h.hourId === hour.hourId);
        expect(forChosen).toMatchObject({ isFree: false, totalSkinnerEmpty: 1 });
        const forOther = (await hours(other.staffId)).find((h) => h.hourId === hour.hourId);
        expect(forOther?.isFree).toBe(true);
        const forAny = (await hours(0)).find((h) => h.hourId === hour.hourId);
        expect(forAny).toMatchObject({ isFree: true, totalSkinnerEmpty: 1 });
        // A service without skin care does not follow the skinner.
        const haircut = (await hours(chosen.staffId, 1011)).find((h) => h.hourId === hour.hourId);
        expect(haircut?.isFree).toBe(true);

        // Booking the same skinner at that hour again is a lost slot; nothing is written.
        const before = await bookingCount();
        const again = await create('0916100002', hour.hourId, chosen.staffId);
        expect(again.statusCode, again.body).toBe(409);
        expect(again.json().message).toBe(message('slotTaken'));
        expect(await bookingCount()).toBe(before);
      });

      it('gives one booking to 50 concurrent requests for the same skinner and hour', async () => {
        const skinner = (await skinnersOf(1))[1];
        if (!skinner) throw new Error('no second skinner');
        const hour = (await hours(skinner.staffId))
          .filter((h) => h.isFree && h.totalStylistEmpty >= 3)
          .at(-4);
        expect(hour).toBeDefined();
        if (!hour) return;
        const before = await bookingCount();
        const answers = await Promise.all(
          Array.from({ length: 50 }, (_, i) =>
            create(`09161${String(i).padStart(5, '0')}`, hour.hourId, skinner.staffId),
          ),
        );
        const byStatus = new Map<number, number>();
        for (const a of answers) byStatus.set(a.statusCode, (byStatus.get(a.statusCode) ?? 0) + 1);
        // Several stylists are free at that hour: only the skinner limits it to one.
        expect(Object.fromEntries(byStatus)).toEqual({ 200: 1, 409: 49 });
        for (const a of answers.filter((x) => x.statusCode === 409)) {
          expect(a.json().message).toBe(message('slotTaken'));
        }
        expect(await bookingCount()).toBe(before + 1);
        const won = answers.find((a) => a.statusCode === 200)?.json().data.booking.listBooking[0];
        const claims = (await claimsOf(skinner.staffId)).filter((c) => c.slot_id >= hour.hourId);
        expect(claims.filter((c) => c.slot_id <= hour.secondSubHourId)).toEqual(
          [hour.hourId, hour.subHourId, hour.secondSubHourId].map((slot_id) => ({
            slot_id,
            booking_person_id: won.id,
          })),
        );
      });

      it('refuses a skinner of another salon, one off that day, an unknown one and a stylist, writing nothing', async () => {
        const elsewhere = (await skinnersOf(2))[0];
        if (!elsewhere) throw new Error('no skinner at salon 2');
        const onShiftTomorrow = new Set((await skinnersOf(1, TOMORROW_DD)).map((s) => s.staffId));
        const offTomorrow = (await skinnersOf(1)).find((s) => !onShiftTomorrow.has(s.staffId));
        if (!offTomorrow) throw new Error('a skinner of salon 1 is off tomorrow in the seed');
        const stylistOfSalon1 = (
          await t.app.inject({
            method: 'GET',
            url: '/api/v1/booking/stylists',
            query: { salonId: '1', workDate: DAY_DD },
          })
        ).json().data.stylists[0].staffId as number;
        // 14h30: the afternoon, when tomorrow's skinner on shift works.
        const hour = (await hours(0)).find((h) => h.isFree && h.hour === '14h30');
        if (!hour) throw new Error('no free hour');
        const before = await bookingCount();
        const cases: [number, string][] = [
          [elsewhere.staffId, DAY_ISO],
          [offTomorrow.staffId, '2026-11-24'],
          [999_999, DAY_ISO],
          [stylistOfSalon1, DAY_ISO],
        ];
        for (const [skinnerId, date] of cases) {
          const res = await create('0916200001', hour.hourId, skinnerId, date);
          expect(res.statusCode, `${skinnerId}: ${res.body}`).toBe(400);
          expect(res.json().message).toBe(message('skinnerNotWorking'));
          expect(res.json().message).toMatch(/^Chuyên viên chăm sóc da không làm việc/);
        }
        expect(await bookingCount()).toBe(before);
      });

      it('still assigns a free skinner when skinnerId is 0 or absent', async () => {
        const skinnerIds = new Set((await skinnersOf(1)).map((s) => s.staffId));
        const hour = (await hours(0)).filter((h) => h.isFree).at(-8);
        if (!hour) throw new Error('no free hour');
        for (const [phone, skinnerId] of [
          ['0916300001', 0],
          ['0916300002', undefined],
        ] as const) {
          const res = await create(phone, hour.hourId, skinnerId);
          expect(res.statusCode, res.body).toBe(200);
          const assigned = res.json().data.booking.listBooking[0].skinnerId;
          expect(skinnerIds.has(assigned)).toBe(true);
        }
        // Two skinners at a flagship salon: both are now busy at that hour.
        expect((await hours(0)).find((h) => h.hourId === hour.hourId)).toMatchObject({
          isFree: false,
          totalSkinnerEmpty: 0,
        });
      });

      it('moves a booking to the chosen skinner when it is changed, and refuses an unknown one', async () => {
        const token = await loginAs(t.handle.db, '+84916400001');
        const hour = (await hours(0)).find((h) => h.isFree && h.totalSkinnerEmpty === 2 && h.hourId > 1020);
        if (!hour) throw new Error('no hour with both skinners free');
        const put = (method: 'POST' | 'PUT', url: string, skinnerId: number) =>
          t.app.inject({
            method,
            url,
            headers: { authorization: `Bearer ${token}` },
            payload: body({
              phone: '0916400001',
              dateBook: DAY_ISO,
              skinnerId,
              chosenServices: JSON.stringify([{ serviceId: SKIN }]),
              bookHours: [{ bookHourId: hour.hourId, stylistId: 0 }],
            }),
          });
        const created = await put('POST', '/api/v1/booking-multiple', 0);
        expect(created.statusCode, created.body).toBe(200);
        const booking = created.json().data.booking;
        const assigned: number = booking.listBooking[0].skinnerId;
        const other = (await skinnersOf(1)).find((s) => s.staffId !== assigned);
        if (!other) throw new Error('two skinners expected');

        const changed = await put('PUT', `/api/v1/booking/${booking.id}`, other.staffId);
        expect(changed.statusCode, changed.body).toBe(200);
        const person = changed.json().data.booking.listBooking[0];
        expect(person.skinnerId).toBe(other.staffId);
        expect((await claimsOf(other.staffId)).filter((c) => c.booking_person_id === person.id)).toHaveLength(
          3,
        );
        expect((await claimsOf(assigned)).filter((c) => c.slot_id === hour.hourId)).toEqual([]);

        const refused = await put('PUT', `/api/v1/booking/${booking.id}`, 999_999);
        expect(refused.statusCode).toBe(400);
        expect(refused.json().message).toBe(message('skinnerNotWorking'));
        // The refused change left the booking with the skinner it had.
        expect((await claimsOf(other.staffId)).filter((c) => c.booking_person_id === person.id)).toHaveLength(
          3,
        );
      });
    });
  },
);
