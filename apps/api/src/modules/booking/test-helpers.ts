import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { campaignPriceFor } from '@salon/domain';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import type { Db } from '../../db/connect.ts';
import type { AppInstance } from '../../http/app-instance.ts';
import { createSession } from '../../http/sessions.ts';

// Shared steps of the booking API tests.

/** 09:00 in Vietnam on 2026-11-23 (02:00 UTC). */
export const NOW = new Date('2026-11-23T02:00:00Z');
export const TOMORROW_DD = '24-11-2026';
export const TOMORROW_ISO = '2026-11-24';

export interface Hour {
  hour: string;
  hourId: number;
  subHourId: number;
  secondSubHourId: number;
  hourFrame: string;
  isFree: boolean;
  totalStylistEmpty: number;
  totalSkinnerEmpty: number;
}

export async function hoursOf(
  app: AppInstance,
  q: { salonId: number; bookDate: string; stylistId?: number; listServiceId?: string },
): Promise<Hour[]> {
  const res = await app.inject({
    method: 'GET',
    url: '/api/v1/booking/book-hours-group',
    query: {
      salonId: String(q.salonId),
      bookDate: q.bookDate,
      stylistId: String(q.stylistId ?? 0),
      listServiceId: q.listServiceId ?? '',
    },
  });
  if (res.statusCode !== 200) throw new Error(`hours ${res.statusCode} ${res.body}`);
  return res.json().data.hourGroup.flatMap((g: { hours: Hour[] }) => g.hours);
}

/**
 * A session token for a phone (canonical +84 form), as its OTP login gives: the customer is made on
 * first use and marked registered (the phone proven).
 */
export async function loginAs(db: Db, phone: string, now: Date = NOW): Promise<string> {
  await db
    .insertInto('customer')
    .values({ phone, registered_at: now })
    .onConflict((oc) =>
      oc.column('phone').doUpdateSet((eb) => ({
        registered_at: eb.fn.coalesce('customer.registered_at', 'excluded.registered_at'),
      })),
    )
    .execute();
  const row = await db
    .selectFrom('customer')
    .select('id')
    .where('phone', '=', phone)
    .executeTakeFirstOrThrow();
  return createSession(db, row.id, now);
}

export async function firstStylist(app: AppInstance, salonId: number, workDate: string): Promise<number> {
  const res = await app.inject({
    method: 'GET',
    url: '/api/v1/booking/stylists',
    query: { salonId: String(salonId), workDate },
  });
  const stylists: { staffId: number; salonEnroll: number }[] = res.json().data.stylists;
  const here = stylists.find((s) => s.salonEnroll === salonId);
  if (!here) throw new Error('no stylist on shift');
  return here.staffId;
}

export function createBody(over: Record<string, unknown> = {}) {
  return {
    salonId: 1,
    phone: '0912000001',
    stylistId: 0,
    skinnerId: 0,
    dateBook: TOMORROW_ISO,
    services: 'Gội đầu dưỡng sinh',
    chosenServices: JSON.stringify([{ serviceId: 1011 }]),
    bookHours: [{ bookHourId: 1003, subHourId: 1004, secondSubHourId: 0, stylistId: 0, totalMoney: 1 }],
    note: '',
    receiveAdvice: true,
    acceptMakePhoto: true,
    littleAdvice: false,
    numberPersons: 0,
    utmSource: 'google',
    params: JSON.stringify({ salonId: '1', step: '0', utm_source: 'google', token: 'secret' }),
    isMaster: false,
    allowChange: false,
    ...over,
  };
}

export { latestCode } from '../../test/outbox.ts';

let addresses = 0;
/**
 * A client address of its own for one simulated customer (pass as `remoteAddress` to app.inject):
 * unconfirmed bookings are limited per address (decision 0101), and one test file plays many customers.
 */
export function newAddress(): string {
  addresses++;
  return `10.${(addresses >> 16) & 255}.${(addresses >> 8) & 255}.${addresses & 255}`;
}

/** A solved ALTCHA payload, as the browser widget sends it (the `captcha` field of a create). */
export async function solvedCaptcha(app: AppInstance, level = 1): Promise<string> {
  const url = level > 1 ? `/api/v1/auth/captcha?level=${level}` : '/api/v1/auth/captcha';
  const challenge = (await app.inject({ method: 'GET', url })).json();
  const solution = await solveChallenge({ challenge, deriveKey });
  return btoa(JSON.stringify({ challenge, solution }));
}

/** A promotion made for the rule tests: 10 % off every service at every salon, without a use limit. */
export const TEST_PROMOTION = 900;
const TEST_PROMOTION_EFFECT = { kind: 'percent', value: 10 } as const;

/**
 * The rule tests run each case twice, without and with a promotion: a create with one is the same
 * write followed by the promotions' step in one transaction (decision 0137), and must obey every rule.
 */
export const PROMOTION_CASES = [
  { promotion: 'without a promotion', campaigns: [] as number[] },
  { promotion: 'with a promotion', campaigns: [TEST_PROMOTION] },
];

export async function addTestPromotion(db: Db, now: Date = NOW): Promise<void> {
  const day = (offset: number) => new Date(now.getTime() + offset * 86_400_000).toISOString().slice(0, 10);
  await db
    .insertInto('campaign')
    .values({
      id: TEST_PROMOTION,
      name: 'Giảm 10% (thử nghiệm)',
      scope: 'public',
      start_date: day(-1),
      end_date: day(60),
      effect_kind: TEST_PROMOTION_EFFECT.kind,
      effect_value: TEST_PROMOTION_EFFECT.value,
    })
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
  await sql`
    insert into campaign_service (campaign_id, service_id, role)
    select ${TEST_PROMOTION}, id, 'apply' from service
    on conflict do nothing`.execute(db);
}

/**
 * Declares `tests` once per promotion case, each case on a fresh app holding the test promotion;
 * `start` hands the app and the case's campaign ids to the file's own variables.
 */
export function describeEachPromotion(
  appOptions: Parameters<typeof createTestApp>[0],
  start: (app: TestApp, campaigns: readonly number[]) => void,
  tests: () => void,
): void {
  describe.each(PROMOTION_CASES)('$promotion', ({ campaigns }) => {
    let app: TestApp | undefined;
    beforeAll(async () => {
      app = await createTestApp(appOptions);
      await addTestPromotion(app.handle.db);
      start(app, campaigns);
    });
    afterAll(async () => {
      await app?.close();
    });
    tests();
  });
}

/** A create body whose persons carry the case's promotions (none: the body as it is). */
export function withPromotion<T extends Record<string, unknown>>(body: T, campaigns: readonly number[]): T {
  if (campaigns.length === 0) return body;
  const hours = (body.bookHours ?? []) as Record<string, unknown>[];
  return { ...body, bookHours: hours.map((h) => ({ ...h, campaigns: [...campaigns] })) };
}

/** What a service of `basePrice` costs in the case: the promotion's price by the domain's own rule. */
export function casePrice(basePrice: number, campaigns: readonly number[]): number {
  return campaigns.length === 0 ? basePrice : campaignPriceFor(TEST_PROMOTION_EFFECT, basePrice);
}

/**
 * A salon day's unconfirmed holds against their bound (decision 0137): staff slots held by live
 * unconfirmed bookings, and the share of the staff slots on shift that confirmed bookings leave.
 */
export async function unconfirmedDay(db: Db, salonId: number, dateIso: string, now: Date, share = 0.25) {
  const { rows } = await sql<{
    held: number | string;
    confirmed: number | string;
    capacity: number | string;
  }>`
    with day_staff as (
      select sh.staff_id, (sh.end_minute - sh.start_minute) / s.slot_minutes as slots
      from staff_shift sh join salon s on s.id = sh.salon_id
      where sh.salon_id = ${salonId} and sh.work_date = ${dateIso}
    )
    select
      (select count(*) from staff_slot_claim c join booking_person bp on bp.id = c.booking_person_id
        join booking b on b.id = bp.booking_id
        where c.work_date = ${dateIso} and c.staff_id in (select staff_id from day_staff)
          and b.status = 'pending_otp' and b.hold_expires_at > ${now}) as held,
      (select count(*) from staff_slot_claim c join booking_person bp on bp.id = c.booking_person_id
        join booking b on b.id = bp.booking_id
        where c.work_date = ${dateIso} and c.staff_id in (select staff_id from day_staff)
          and b.status = 'confirmed') as confirmed,
      (select coalesce(sum(slots), 0) from day_staff) as capacity`.execute(db);
  const row = rows[0];
  const capacity = Number(row?.capacity ?? 0);
  const confirmed = Number(row?.confirmed ?? 0);
  return { held: Number(row?.held ?? 0), bound: Math.floor(Math.max(0, capacity - confirmed) * share) };
}
