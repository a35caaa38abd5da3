import { describe, expect, it } from 'vitest';
import { answered } from '../../../test/refusal-answer.ts';
import type { TestApp } from '../../../test/test-app.ts';
import { type CreateBookingInput, createBooking } from './create-service.ts';
import {
  describeEachPromotion,
  casePrice,
  hoursOf,
  NOW,
  TOMORROW_DD,
  TOMORROW_ISO,
} from '../test-helpers.ts';

// The use case as the later "group booking" and "change booking" work will call it.
let t: TestApp;
let campaigns: readonly number[] = [];

const input = (over: Partial<CreateBookingInput>): CreateBookingInput => ({
  salonId: 1,
  phone: '+84915000001',
  dateIso: TOMORROW_ISO,
  skinnerId: 0,
  note: '',
  receiveAdvice: true,
  littleAdvice: false,
  acceptMakePhoto: true,
  numberPersons: 0,
  source: 'customer_android',
  utmSource: null,
  params: {},
  allowChange: false,
  extras: {},
  ...over,
  persons: (over.persons ?? []).map((p) => ({ ...p, campaignIds: [...campaigns] })),
});

describeEachPromotion(
  { now: NOW },
  (app, c) => {
    t = app;
    campaigns = c;
  },
  () => {
    describe('createBooking', () => {
      it('books a group of three with "system picks" on distinct stylists, confirmed at once for the logged-in owner', async () => {
        const deps = t.app.deps;
        const persons = [0, 1, 2].map(() => ({ bookHourId: 1015, stylistId: 0, serviceIds: [1011] }));
        const before = await hoursOf(t.app, { salonId: 1, bookDate: TOMORROW_DD, listServiceId: '1011' });
        const free = before.find((h) => h.hourId === 1015)?.totalStylistEmpty ?? 0;
        expect(free).toBeGreaterThanOrEqual(3);

        const created = await createBooking(deps, input({ persons }), {
          loggedInPhone: '+84915000001',
          clientIp: '10.0.1.1',
        });
        expect(created.isUseOtp).toBe(false);
        expect(created.booking.status).toBe('confirmed');
        const stylists = created.booking.listBooking.map((p) => p.stylistId);
        expect(new Set(stylists).size).toBe(3);
        expect(created.booking.totalMoney).toBe(3 * casePrice(99000, campaigns));
        const row = await deps.db
          .selectFrom('booking')
          .select(['channel', 'hold_expires_at'])
          .where('id', '=', created.booking.id)
          .executeTakeFirstOrThrow();
        expect(row).toEqual({ channel: 2, hold_expires_at: null });

        const after = await hoursOf(t.app, { salonId: 1, bookDate: TOMORROW_DD, listServiceId: '1011' });
        expect(after.find((h) => h.hourId === 1015)?.totalStylistEmpty).toBe(free - 3);
      });

      it('refuses a group from an anonymous visitor and the same stylist twice in a group', async () => {
        const deps = t.app.deps;
        const two = [0, 1].map(() => ({ bookHourId: 1020, stylistId: 0, serviceIds: [1011] }));
        await expect(
          answered(
            createBooking(deps, input({ phone: '+84915000002', persons: two }), {
              loggedInPhone: null,
              clientIp: '10.0.1.3',
            }),
          ),
        ).rejects.toMatchObject({
          status: 400,
          message: 'Bạn không thể đặt lịch theo nhóm khi dùng số điện thoại khác',
        });
        const stylistId = 102;
        const same = [0, 1].map(() => ({ bookHourId: 1020, stylistId, serviceIds: [1011] }));
        await expect(
          answered(
            createBooking(deps, input({ phone: '+84915000002', persons: same }), {
              loggedInPhone: '+84915000002',
              clientIp: '10.0.1.2',
            }),
          ),
        ).rejects.toMatchObject({
          status: 400,
          message: 'Mỗi khách hàng trong nhóm cần một stylist khác nhau, bạn vui lòng chọn lại nhé!',
        });
      });

      it('claims a free skinner for a skin-care service', async () => {
        const created = await createBooking(
          t.app.deps,
          input({ phone: '+84915000003', persons: [{ bookHourId: 1030, stylistId: 0, serviceIds: [2021] }] }),
          { loggedInPhone: null, clientIp: '10.0.1.4' },
        );
        const person = created.booking.listBooking[0];
        expect(person?.skinnerId).toBeGreaterThan(0);
        const claims = await t.app.deps.db
          .selectFrom('staff_slot_claim')
          .select('staff_id')
          .where('booking_person_id', '=', person?.id ?? 0)
          .execute();
        // 45 minutes: three 20-minute slots, for the stylist and the skinner.
        expect(claims).toHaveLength(6);
      });
    });
  },
);
