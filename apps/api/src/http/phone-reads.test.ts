import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSession } from './sessions.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';

// Phone-only reads (decision 0102), written as the attack: a phone number alone must not tell a
// stranger where the customer went, what they had done, their member tier or campaign use, and one
// address must not read phone after phone. Demo data: 0988111222 visited salons 11, 1, 8, 17;
// 0987654321 has member type 3; campaign 4 is once per phone.
const DEMO = '0988111222';
const TIER3 = '0987654321';
const TOO_MANY = 'Bạn thao tác quá nhanh, vui lòng thử lại sau ít phút!';

let t: TestApp;
let ipSeq = 0;
const nextIp = () => `203.0.113.${++ipSeq}`;

beforeAll(async () => {
  t = await createTestApp({ now: new Date('2026-11-23T03:00:00Z') });
});
afterAll(() => t?.close());

const later = (seconds: number) => {
  t.clock.now = new Date(t.clock.now.getTime() + seconds * 1000);
};

type Call = { method?: 'GET' | 'POST'; url: string; body?: object; ip: string; token?: string };
async function call({ method = 'GET', url, body, ip, token }: Call) {
  const res = await t.app.inject({
    method,
    url,
    payload: body,
    remoteAddress: ip,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  return { status: res.statusCode, body: res.json(), headers: res.headers };
}

async function tokenOf(local: string) {
  const db = t.handle.db;
  const row = await db
    .selectFrom('customer')
    .select('id')
    .where('phone', '=', `+84${local.slice(1)}`)
    .executeTakeFirstOrThrow();
  return createSession(db, row.id, t.clock.now);
}

type ServiceItem = { used: boolean; listService: ServiceItem[] };
type ServiceList = { data: { serviceGroups: { services: ServiceItem[] }[] }[] };
const usedCount = (list: ServiceList) =>
  list.data
    .flatMap((c) => c.serviceGroups.flatMap((g) => g.services.flatMap((s) => [s, ...s.listService])))
    .filter((s) => s.used).length;

/** Campaign 4 (once per phone) taken by a confirmed booking of the demo phone. */
async function demoUsedCampaign4() {
  const db = t.handle.db;
  const customer = await db
    .selectFrom('customer')
    .select('id')
    .where('phone', '=', `+84${DEMO.slice(1)}`)
    .executeTakeFirstOrThrow();
  const booking = await db
    .insertInto('booking')
    .values({
      salon_id: 1,
      customer_id: customer.id,
      date_book: '2026-10-02',
      status: 'confirmed',
      params: '{}',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('campaign_redemption')
    .values({
      booking_id: booking.id,
      person_index: 0,
      campaign_id: 4,
      customer_id: customer.id,
      once_per_phone: true,
      created_at: t.clock.now,
      released_at: null,
      taken_at: t.clock.now,
    })
    .execute();
}

describe('a phone number alone gives the generic answer; the logged-in owner gets theirs', () => {
  it("salon-near: no visited salons for a stranger, the owner's for the owner", async () => {
    const url = `/api/v1/booking/salon-near?customerPhone=${DEMO}`;
    expect((await call({ url, ip: nextIp() })).body).toEqual({ data: [] });
    const owner = await call({ url, ip: nextIp(), token: await tokenOf(DEMO) });
    expect(owner.body).toEqual({ data: [{ title: 'Salon bạn đã từng đến', data: [11, 1, 8, 17] }] });
    // Another customer's login is a stranger too.
    expect((await call({ url, ip: nextIp(), token: await tokenOf(TIER3) })).body).toEqual({ data: [] });
  });

  it('service-booking-v2?customerPhone: no used services for a stranger, the past ones for the owner', async () => {
    const url = `/api/v1/service-booking/service-booking-v2?salonId=1&customerPhone=${DEMO}`;
    const stranger = await call({ url, ip: nextIp() });
    expect(stranger.status).toBe(200);
    expect(usedCount(stranger.body.data)).toBe(0);
    const owner = await call({ url, ip: nextIp(), token: await tokenOf(DEMO) });
    expect(usedCount(owner.body.data)).toBeGreaterThan(0);
  });

  it('booking-privacy: member type 0 and the defaults for a stranger, the tier for the owner', async () => {
    const url = `/api/v1/booking/booking-privacy?phone=${TIER3}&salonId=1`;
    const anonymous = await call({ url, ip: nextIp() });
    const noPhone = await call({ url: '/api/v1/booking/booking-privacy?salonId=1', ip: nextIp() });
    expect(anonymous.body.data.memberType).toBe(0);
    expect(anonymous.body).toEqual(noPhone.body);
    const owner = await call({ url, ip: nextIp(), token: await tokenOf(TIER3) });
    expect(owner.body.data.memberType).toBe(3);
  });

  it('one-phone-campaign: "not used" for a stranger, the truth for the owner', async () => {
    await demoUsedCampaign4();
    const body = { phone: DEMO, campaignId: 4 };
    const url = '/api/campaign-customer/one-phone-campaign';
    const stranger = await call({ method: 'POST', url, body, ip: nextIp() });
    expect(stranger.body.data).toEqual({ campaignId: 4, oncePerPhone: true, used: false, message: null });
    const owner = await call({ method: 'POST', url, body, ip: nextIp(), token: await tokenOf(DEMO) });
    expect(owner.body.data).toMatchObject({ campaignId: 4, used: true });
  });
});

describe('phone-only reads are limited per address', () => {
  it('answers booking/check 30 times a minute to one address, then 429 with a Vietnamese message', async () => {
    const ip = nextIp();
    // Sent all at once: the counter is one atomic upsert, so exactly 30 get through.
    const answers = await Promise.all(
      Array.from({ length: 60 }, (_, i) =>
        call({ url: `/api/v1/booking/check?phone=09880${String(10000 + i)}`, ip }),
      ),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(30);
    const refused = answers.filter((a) => a.status === 429);
    expect(refused).toHaveLength(30);
    expect(refused[0]?.body).toMatchObject({ statusCode: 429, message: TOO_MANY });
    expect(Number(refused[0]?.headers['retry-after'])).toBeGreaterThan(0);
    // Another address is still served, and so is this one once the minute has passed.
    expect((await call({ url: `/api/v1/booking/check?phone=${DEMO}`, ip: nextIp() })).status).toBe(200);
    later(61);
    expect((await call({ url: `/api/v1/booking/check?phone=${DEMO}`, ip })).status).toBe(200);
  });

  it.each([
    ['salon-near', (p: string) => ({ url: `/api/v1/booking/salon-near?customerPhone=${p}` })],
    ['booking-privacy', (p: string) => ({ url: `/api/v1/booking/booking-privacy?phone=${p}` })],
    [
      'service-booking-v2',
      (p: string) => ({ url: `/api/v1/service-booking/service-booking-v2?salonId=1&customerPhone=${p}` }),
    ],
    [
      'one-phone-campaign',
      (p: string) => ({
        method: 'POST' as const,
        url: '/api/campaign-customer/one-phone-campaign',
        body: { phone: p, campaignId: 4 },
      }),
    ],
  ])('limits %s to 30 phones a minute per address', async (_name, request) => {
    const ip = nextIp();
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++)
      statuses.push((await call({ ...request(`09770${String(10000 + i)}`), ip })).status);
    expect(statuses.slice(0, 30).every((s) => s === 200)).toBe(true);
    const over = await call({ ...request(DEMO), ip });
    expect(over).toMatchObject({ status: 429, body: { message: TOO_MANY } });
    expect((await call({ ...request(DEMO), ip: nextIp() })).status).toBe(200);
  });

  it("never counts the owner's own reads, nor calls without a phone", async () => {
    const ip = nextIp();
    const token = await tokenOf(DEMO);
    for (let i = 0; i < 35; i++) {
      expect(
        (await call({ url: `/api/v1/booking/salon-near?customerPhone=${DEMO}`, ip, token })).status,
      ).toBe(200);
      expect((await call({ url: '/api/v1/booking/booking-privacy?salonId=1', ip })).status).toBe(200);
    }
  });

  it('keeps one counter row per address and family, and drops rows of finished windows', async () => {
    later(11 * 60);
    await call({ url: `/api/v1/booking/check?phone=${DEMO}`, ip: nextIp() });
    const rows = await t.handle.db.selectFrom('rate_limit').select('key').execute();
    expect(rows).toHaveLength(1);
  });
});
