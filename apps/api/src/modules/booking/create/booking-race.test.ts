import { message } from '@salon/domain';
import { describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/test-app.ts';
import {
  describeEachPromotion,
  createBody,
  firstStylist,
  NOW,
  newAddress,
  TOMORROW_DD,
  withPromotion,
} from '../test-helpers.ts';

// 200 concurrent creates for one stylist's slot: exactly one booking, 199 clear 409s, on PGlite
// or on PostgreSQL when TEST_DATABASE_URL is set. Each customer books from their own address (the
// per-address hold limits of decision 0101 are tested in hold-limits.test.ts).
let t: TestApp;
let campaigns: readonly number[] = [];
const body = (over: Record<string, unknown> = {}) => withPromotion(createBody(over), campaigns);

describeEachPromotion(
  { now: NOW },
  (app, c) => {
    t = app;
    campaigns = c;
  },
  () => {
    describe('double booking is impossible', () => {
      it('gives one booking and 199 answers of 409 to 200 concurrent requests for one slot', async () => {
        const stylistId = await firstStylist(t.app, 1, TOMORROW_DD);
        const bookHourId = 1010; // 11h50
        const seeded = await t.handle.db.selectFrom('booking').select('id').execute();
        const requests = Array.from({ length: 200 }, (_, i) =>
          t.app.inject({
            method: 'POST',
            url: '/api/v1/booking-multiple',
            remoteAddress: newAddress(),
            payload: body({
              phone: `09130${String(i).padStart(5, '0')}`,
              stylistId,
              bookHours: [{ bookHourId, stylistId }],
            }),
          }),
        );
        const answers = await Promise.all(requests);
        const byStatus = new Map<number, number>();
        for (const a of answers) byStatus.set(a.statusCode, (byStatus.get(a.statusCode) ?? 0) + 1);
        expect(Object.fromEntries(byStatus)).toEqual({ 200: 1, 409: 199 });
        for (const a of answers.filter((x) => x.statusCode === 409)) {
          expect(a.json().message).toBe(message('slotTaken'));
        }
        const bookings = await t.handle.db.selectFrom('booking').select('id').execute();
        expect(bookings).toHaveLength(seeded.length + 1);
        const claims = await t.handle.db
          .selectFrom('staff_slot_claim')
          .select(['staff_id', 'slot_id'])
          .where('staff_id', '=', stylistId)
          .orderBy('slot_id')
          .execute();
        expect(claims).toEqual([
          { staff_id: stylistId, slot_id: 1010 },
          { staff_id: stylistId, slot_id: 1011 },
        ]);
        const won = answers.find((a) => a.statusCode === 200)?.json().data.booking.id;
        const persons = await t.handle.db
          .selectFrom('booking_person')
          .select('booking_id')
          .where('stylist_id', '=', stylistId)
          .execute();
        expect(persons.filter((p) => p.booking_id === won)).toHaveLength(1);
      });
    });
  },
);
