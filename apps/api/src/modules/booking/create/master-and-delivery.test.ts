import { MASTER_DAILY_LIMIT, message, messageWith } from '@salon/domain';
import { describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/test-app.ts';
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
} from '../test-helpers.ts';

// Issue 18: isMaster is the server's reading of the stylist-level rule (decision 0116), a master
// stylist takes at most 12 customers a day even under concurrent creates, and a salon booking never
// holds an at-home-only service (delivery type 2). PGlite, or PostgreSQL with TEST_DATABASE_URL.
let t: TestApp;
let campaigns: readonly number[] = [];
const body = (over: Record<string, unknown> = {}) => withPromotion(createBody(over), campaigns);

let phones = 0;
const nextPhone = () => `09140${String(++phones).padStart(5, '0')}`;

/** A master stylist (skill level 3) on a full-day shift at their home salon tomorrow. */
async function masterOnShift() {
  const row = await t.handle.db
    .selectFrom('staff as s')
    .innerJoin('staff_shift as sh', 'sh.staff_id', 's.id')
    .innerJoin('salon as sa', 'sa.id', 'sh.salon_id')
    .select(['s.id', 'sh.salon_id'])
    .where('s.is_master', '=', true)
    .where('s.kind', '=', 'stylist')
    .where('s.skill_level', '=', 3)
    .where('sh.work_date', '=', TOMORROW_ISO)
    .whereRef('sh.salon_id', '=', 's.home_salon_id')
    .whereRef('sh.start_minute', '=', 'sa.opens_at_minute')
    .whereRef('sh.end_minute', '=', 'sa.closes_at_minute')
    .where('sa.opening_date', 'is', null)
    .orderBy('s.id')
    .executeTakeFirstOrThrow();
  return { stylistId: row.id, salonId: row.salon_id };
}

function create(over: Record<string, unknown>, token?: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/booking-multiple',
    remoteAddress: newAddress(),
    headers: token ? { authorization: `Bearer ${token}` } : {},
    payload: body(over),
  });
}

async function counts() {
  const db = t.handle.db;
  const [bookings, persons, claims] = await Promise.all([
    db.selectFrom('booking').select(db.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
    db.selectFrom('booking_person').select(db.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
    db.selectFrom('staff_slot_claim').select(db.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { bookings: Number(bookings.n), persons: Number(persons.n), claims: Number(claims.n) };
}

describeEachPromotion(
  { now: NOW },
  (app, c) => {
    t = app;
    campaigns = c;
  },
  () => {
    describe('isMaster is recomputed by the server', () => {
      it("stores the stylist-level rule's answer whatever the body says", async () => {
        const { stylistId, salonId } = await masterOnShift();
        const free = (
          await hoursOf(t.app, { salonId, bookDate: TOMORROW_DD, stylistId, listServiceId: '3011' })
        )
          .filter((h) => h.isFree)
          .map((h) => h.hourId);
        // A level-3 stylist with a haircut that has a level-3 price meets the rule; the body says false.
        const master = await create({
          salonId,
          phone: nextPhone(),
          stylistId,
          isMaster: false,
          chosenServices: JSON.stringify([{ serviceId: 3011 }]),
          bookHours: [{ bookHourId: free[0], stylistId }],
        });
        expect(master.statusCode, master.body).toBe(200);
        // The system picks the stylist for a hair wash (no level price); the body says true.
        const plain = await create({
          salonId,
          phone: nextPhone(),
          isMaster: true,
          bookHours: [{ bookHourId: free[4] }],
        });
        expect(plain.statusCode, plain.body).toBe(200);
        const rows = await t.handle.db
          .selectFrom('booking')
          .select(['id', 'is_master'])
          .where('id', 'in', [master.json().data.booking.id, plain.json().data.booking.id])
          .orderBy('id')
          .execute();
        expect(rows.map((r) => r.is_master)).toEqual([true, false]);
      });
    });

    describe('a master stylist serves at most 12 customers a day', () => {
      it('lets exactly one of 20 concurrent creates through on a day with 11 taken', async () => {
        const t0 = await masterOnShift();
        const { stylistId, salonId } = t0;
        const freeHours = async () =>
          (await hoursOf(t.app, { salonId, bookDate: TOMORROW_DD, stylistId, listServiceId: '1011' }))
            .filter((h) => h.isFree)
            .map((h) => h.hourId);
        const served = async () =>
          (
            await t.handle.db
              .selectFrom('booking_person as p')
              .innerJoin('booking as b', 'b.id', 'p.booking_id')
              .select('p.id')
              .where('p.stylist_id', '=', stylistId)
              .where('b.date_book', '=', TOMORROW_ISO)
              .where('b.status', 'in', ['confirmed', 'pending_otp'])
              .execute()
          ).length;
        // Fill the day up to 11 customers (the earlier test may have given them one already).
        for (const hourId of await freeHours()) {
          if ((await served()) >= MASTER_DAILY_LIMIT - 1) break;
          await create({
            salonId,
            phone: nextPhone(),
            stylistId,
            bookHours: [{ bookHourId: hourId, stylistId }],
          });
        }
        expect(await served()).toBe(MASTER_DAILY_LIMIT - 1);
        const free = await freeHours();
        // Several different free hours, so a missing daily limit would let several through.
        expect(free.length).toBeGreaterThan(2);
        const answers = await Promise.all(
          Array.from({ length: 20 }, (_, i) =>
            create({
              salonId,
              phone: nextPhone(),
              stylistId,
              bookHours: [{ bookHourId: free[i % free.length], stylistId }],
            }),
          ),
        );
        const ok = answers.filter((a) => a.statusCode === 200);
        expect(ok).toHaveLength(1);
        for (const a of answers.filter((x) => x.statusCode !== 200)) {
          expect(a.statusCode).toBe(409);
          expect([message('masterFull'), message('slotTaken')]).toContain(a.json().message);
        }
        expect(answers.some((a) => a.json().message === message('masterFull'))).toBe(true);
        expect(await served()).toBe(MASTER_DAILY_LIMIT);
      });
    });

    describe('a salon booking never holds an at-home-only service', () => {
      const refusal = messageWith('serviceAtHomeOnly', { name: 'Gội đầu dưỡng sinh tại nhà' });

      it('refuses a create with service 1031 (delivery type 2), alone or with a salon service, changing nothing', async () => {
        for (const ids of [[1031], [1011, 1031]]) {
          const before = await counts();
          const res = await create({
            phone: nextPhone(),
            chosenServices: JSON.stringify(ids.map((serviceId) => ({ serviceId }))),
            bookHours: [{ bookHourId: 1020 }],
          });
          expect(res.statusCode).toBe(400);
          expect(res.json().message).toBe(refusal);
          expect(await counts()).toEqual(before);
        }
      });

      it('refuses a change to service 1031 and keeps the booking as it was', async () => {
        const phone = nextPhone();
        const token = await loginAs(t.handle.db, `+84${phone.slice(1)}`);
        const made = await create({ phone, bookHours: [{ bookHourId: 1030 }] }, token);
        expect(made.statusCode, made.body).toBe(200);
        const id = made.json().data.booking.id as number;
        const persons = () =>
          t.handle.db
            .selectFrom('booking_person')
            .select(['services', 'book_hour_id'])
            .where('booking_id', '=', id)
            .execute();
        const before = await persons();
        const res = await t.app.inject({
          method: 'PUT',
          url: `/api/v1/booking/${id}`,
          headers: { authorization: `Bearer ${token}` },
          payload: body({
            phone,
            chosenServices: JSON.stringify([{ serviceId: 1031 }]),
            bookHours: [{ bookHourId: 1024, chosenServices: JSON.stringify([{ serviceId: 1031 }]) }],
          }),
        });
        expect(res.statusCode).toBe(400);
        expect(res.json().message).toBe(refusal);
        expect(await persons()).toEqual(before);
      });
    });
  },
);
