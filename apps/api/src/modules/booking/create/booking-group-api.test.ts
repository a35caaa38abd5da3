import { message } from '@salon/domain';
import { describe, expect, it } from 'vitest';
import { answered } from '../../../test/refusal-answer.ts';
import type { TestApp } from '../../../test/test-app.ts';
import { bookingRole } from '../shared/booking-rules.ts';
import { planBooking } from './create-plan.ts';
import { seatPersons } from './book-in-one.ts';
import {
  describeEachPromotion,
  createBody,
  hoursOf,
  loginAs,
  NOW,
  newAddress,
  TOMORROW_DD,
  TOMORROW_ISO,
  withPromotion,
  casePrice,
} from '../test-helpers.ts';

// Group booking: a group of N takes N distinct stylists in one transaction or nothing;
// the hours answer for a group shows only slots where N stylists are free; bookManyPeople is kept.
let t: TestApp;
let campaigns: readonly number[] = [];
const body = (over: Record<string, unknown> = {}) => withPromotion(createBody(over), campaigns);

const login = (phone: string) => loginAs(t.handle.db, phone);

const counts = async () => ({
  bookings: (await t.handle.db.selectFrom('booking').select('id').execute()).length,
  persons: (await t.handle.db.selectFrom('booking_person').select('id').execute()).length,
  claims: (await t.handle.db.selectFrom('staff_slot_claim').select('slot_id').execute()).length,
});

const person = (bookHourId: number, serviceId: number, stylistId = 0) => ({
  bookHourId,
  stylistId,
  chosenServices: JSON.stringify([{ serviceId }]),
});

async function stylistsHere(salonId: number): Promise<number[]> {
  const res = await t.app.inject({
    method: 'GET',
    url: '/api/v1/booking/stylists',
    query: { salonId: String(salonId), workDate: TOMORROW_DD },
  });
  const list: { staffId: number; salonEnroll: number }[] = res.json().data.stylists;
  return list.filter((s) => s.salonEnroll === salonId).map((s) => s.staffId);
}

describeEachPromotion(
  { now: NOW },
  (app, c) => {
    t = app;
    campaigns = c;
  },
  () => {
    describe('group booking', () => {
      it('books a group of 3 with different services and hours atomically on distinct stylists', async () => {
        const token = await login('+84916000001');
        const before = await counts();
        const res = await t.app.inject({
          method: 'POST',
          url: '/api/v1/booking-multiple',
          headers: { authorization: `Bearer ${token}` },
          payload: body({
            phone: '0916000001',
            bookHours: [person(1003, 1011), person(1006, 1021), person(1003, 1041)],
          }),
        });
        expect(res.statusCode, res.body).toBe(200);
        const booking = res.json().data.booking;
        expect(res.json().data.isUseOtp).toBe(false);
        expect(booking.listBooking.map((p: { bookHourId: number }) => p.bookHourId)).toEqual([
          1003, 1006, 1003,
        ]);
        expect(new Set(booking.listBooking.map((p: { stylistId: number }) => p.stylistId)).size).toBe(3);
        expect(booking.totalMoney).toBe(
          casePrice(99000, campaigns) + casePrice(59000, campaigns) + casePrice(69000, campaigns),
        );
        // 40, 20 and 25 minutes of 20-minute slots: 2 + 1 + 2 claims.
        expect(await counts()).toEqual({
          bookings: before.bookings + 1,
          persons: before.persons + 3,
          claims: before.claims + 5,
        });
      });

      it('fails a group of 3 when only 2 stylists are free, writing nothing; the group hours hide that slot', async () => {
        const slot = 1020;
        const stylists = await stylistsHere(1);
        expect(stylists.length).toBeGreaterThanOrEqual(3);
        // Everyone but two stylists is taken at that hour (OTP holds count as taken).
        for (const [i, stylistId] of stylists.slice(2).entries()) {
          const res = await t.app.inject({
            method: 'POST',
            url: '/api/v1/booking-multiple',
            remoteAddress: newAddress(),
            payload: body({
              phone: `09170000${String(i).padStart(2, '0')}`,
              bookHours: [person(slot, 1021, stylistId)],
            }),
          });
          expect(res.statusCode, res.body).toBe(200);
        }
        const q = { salonId: 1, bookDate: TOMORROW_DD, listServiceId: '1021' };
        const single = (await hoursOf(t.app, q)).find((h) => h.hourId === slot);
        expect(single).toMatchObject({ isFree: true, totalStylistEmpty: 2 });
        const forGroup = async (groupSize: number) => {
          const res = await t.app.inject({
            method: 'GET',
            url: '/api/v1/booking/book-hours-group',
            query: { ...q, salonId: '1', stylistId: '0', groupSize: String(groupSize) },
          });
          const hours = res
            .json()
            .data.hourGroup.flatMap((g: { hours: { hourId: number; isFree: boolean }[] }) => g.hours);
          return hours.find((h: { hourId: number }) => h.hourId === slot)?.isFree;
        };
        expect(await forGroup(2)).toBe(true);
        expect(await forGroup(3)).toBe(false);

        const token = await login('+84916000002');
        const before = await counts();
        const res = await t.app.inject({
          method: 'POST',
          url: '/api/v1/booking-multiple',
          headers: { authorization: `Bearer ${token}` },
          payload: body({ phone: '0916000002', bookHours: [0, 1, 2].map(() => person(slot, 1021)) }),
        });
        expect(res.statusCode).toBe(409);
        expect(res.json().message).toBe(message('groupNotEnoughStylists'));
        expect(await counts()).toEqual(before);
      });

      it('rolls back every person when a stylist is taken between the hours read and the claims', async () => {
        const slot = 1030;
        const deps = t.app.deps;
        const stylists = await stylistsHere(1);
        const phone = '+84916000003';
        const role = await bookingRole(deps, phone, 1);
        const persons = stylists.map(() => ({ bookHourId: slot, stylistId: 0, serviceIds: [1021] }));
        // Read while every stylist is free, as the create call does before its transaction.
        const stale = await planBooking(
          deps,
          { salonId: 1, dateIso: TOMORROW_ISO, persons, atSalon: false, consultationAllowed: false },
          role,
        );
        const rival = await t.app.inject({
          method: 'POST',
          url: '/api/v1/booking-multiple',
          remoteAddress: newAddress(),
          payload: body({ phone: '0917100001', bookHours: [person(slot, 1021, stylists[0] ?? 0)] }),
        });
        expect(rival.statusCode).toBe(200);
        const before = await counts();
        const write = deps.db.transaction().execute(async (trx) => {
          const customer = await trx
            .insertInto('customer')
            .values({ phone })
            .returning('id')
            .executeTakeFirstOrThrow();
          const booking = await trx
            .insertInto('booking')
            .values({
              salon_id: 1,
              customer_id: customer.id,
              date_book: TOMORROW_ISO,
              status: 'confirmed',
              params: '{}',
            })
            .returning('id')
            .executeTakeFirstOrThrow();
          return seatPersons(trx, deps, stale, booking.id, 0);
        });
        await expect(answered(write)).rejects.toMatchObject({
          status: 409,
          message: message('groupNotEnoughStylists'),
        });
        expect(await counts()).toEqual(before);
      });

      it("keeps the salon's bookManyPeople: notToday refuses a group for today, off refuses it any day", async () => {
        const token = await login('+84916000004');
        const firstSlot = async (salonId: number) => {
          const row = await t.handle.db
            .selectFrom('salon_slot')
            .select('id')
            .where('salon_id', '=', salonId)
            .where('minute_of_day', '>=', 17 * 60)
            .orderBy('minute_of_day')
            .executeTakeFirstOrThrow();
          return row.id;
        };
        const post = async (salonId: number, dateBook: string) => {
          const slot = await firstSlot(salonId);
          return t.app.inject({
            method: 'POST',
            url: '/api/v1/booking-multiple',
            headers: { authorization: `Bearer ${token}` },
            payload: body({
              salonId,
              phone: '0916000004',
              dateBook,
              bookHours: [person(slot, 1021), person(slot, 1021)],
            }),
          });
        };
        const today = await post(3, '2026-11-23');
        expect(today.statusCode).toBe(400);
        expect(today.json().message).toBe(message('groupNotAtSalon'));
        // Salon 34 (Đà Nẵng) takes no group on any day.
        const off = await post(34, TOMORROW_ISO);
        expect(off.statusCode).toBe(400);
        expect(off.json().message).toBe(message('groupNotAtSalon'));
        const later = await post(3, TOMORROW_ISO);
        expect(later.statusCode, later.body).toBe(200);
      });
    });
  },
);
