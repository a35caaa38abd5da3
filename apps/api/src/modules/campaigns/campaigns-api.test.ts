import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createSession } from '../../http/sessions.ts';

// The step 4 and step 5 calls against the seeded promotions (db/seed/campaigns.ts).
const NOW = new Date('2026-11-23T03:00:00Z');
const PHONE = '0938123456'; // Phạm Quốc Dũng, no vouchers
const OTHER = '0987654321';

let t: TestApp;
let token: string;
let otherToken: string;

async function tokenFor(phone: string): Promise<string> {
  const c = await t.handle.db
    .selectFrom('customer')
    .select('id')
    .where('phone', '=', phone)
    .executeTakeFirstOrThrow();
  return createSession(t.handle.db, c.id, NOW);
}
const auth = (tk: string) => ({ authorization: `Bearer ${tk}` });

beforeAll(async () => {
  t = await createTestApp({ now: NOW });
  token = await tokenFor('+84938123456');
  otherToken = await tokenFor('+84987654321');
});
afterAll(async () => t.close());

function forBooking(query: string, headers: Record<string, string> = {}) {
  return t.app.inject({ method: 'GET', url: `/api/v1/campaigns/for-booking?${query}`, headers });
}
function claimCode(code: string, phone: string, headers: Record<string, string> = {}) {
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/campaigns/promotion-code',
    payload: { code, phone },
    headers,
  });
}

describe('GET /api/v1/campaigns/for-booking', () => {
  it('lists the salon campaigns with validity, and the best by saving', async () => {
    const res = await forBooking(`salonId=1&services=1011,3011&phone=${PHONE}&campaignUsing=1`);
    expect(res.statusCode).toBe(200);
    const { salon, customer, best } = res.json().data;
    expect(salon.map((c: { campaignId: number }) => c.campaignId)).toEqual([1, 2, 3, 4, 5]);
    const byId = Object.fromEntries(salon.map((c: { campaignId: number }) => [c.campaignId, c]));
    expect(byId[1]).toMatchObject({ valid: true, selected: true, saving: 50000, expire: '23-12-2026' });
    expect(byId[2]).toMatchObject({ valid: true, saving: 18000 });
    expect(byId[3]).toMatchObject({ valid: true, validCondition: true, saving: 0 });
    expect(byId[4]).toMatchObject({
      valid: false,
      message: 'Bạn chưa chọn dịch vụ đủ điều kiện áp dụng ưu đãi.',
    });
    expect(byId[5]).toMatchObject({
      valid: false,
      message: 'Ưu đãi chưa bắt đầu, bạn vui lòng quay lại sau nhé!',
    });
    expect(byId[1].serviceApplies[0]).toMatchObject({
      id: 1011,
      price: 49000,
      originPrice: 99000,
      selected: true,
    });
    expect(customer).toEqual([]);
    expect(best.map((c: { campaignId: number }) => c.campaignId)).toEqual([1, 2]);
  });

  it('leaves out campaigns of other salons', async () => {
    const res = await forBooking('salonId=10&services=3011');
    const ids = res.json().data.salon.map((c: { campaignId: number }) => c.campaignId);
    expect(ids).not.toContain(2);
    expect(ids).toContain(1);
  });

  it('marks every campaign invalid when no salon is chosen', async () => {
    const res = await forBooking('salonId=0&services=1011&phone=0');
    expect(res.statusCode).toBe(200);
    for (const c of res.json().data.salon) expect(c.valid).toBe(false);
  });

  it('refuses bad ids and phones with a 400 and a Vietnamese message', async () => {
    for (const q of [
      'services=abc',
      'services=1,-2',
      'salonId=-1',
      'salonId=x',
      'phone=123',
      'dateBook=31-02-2026',
    ]) {
      const res = await forBooking(q);
      expect(res.statusCode, q).toBe(400);
      expect(res.json().message, q).toMatch(/[a-zđ]/i);
    }
  });
});

describe('POST /api/v1/campaigns/promotion-code', () => {
  it('needs the login of the booking phone', async () => {
    const anonymous = await claimCode('GOIDAU50', PHONE);
    expect(anonymous.statusCode).toBe(401);
    const other = await claimCode('GOIDAU50', PHONE, auth(otherToken));
    expect(other.statusCode).toBe(403);
    expect(other.json()).toMatchObject({
      code: 403,
      message: 'Bạn vui lòng đăng nhập bằng số điện thoại đặt lịch để xem ưu đãi của mình nhé!',
    });
  });

  it('refuses an empty, unknown or ended code with its message', async () => {
    const empty = await claimCode('  ', PHONE, auth(token));
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ code: 400, message: 'Bạn vui lòng nhập mã ưu đãi.' });
    for (const code of ['NOPE123', 'HETHAN', 'bad code!']) {
      const res = await claimCode(code, PHONE, auth(token));
      expect(res.statusCode, code).toBe(404);
      expect(res.json()).toMatchObject({ code: 404, message: 'Mã ưu đãi không đúng hoặc đã hết hạn.' });
    }
  });

  it('gives a voucher once, which then shows in the customer list', async () => {
    const ok = await claimCode('goidau50', PHONE, auth(token));
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ code: 200, message: 'Nhận mã thành công!', data: { campaignId: 10 } });
    const again = await claimCode('GOIDAU50', PHONE, auth(token));
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 409, message: 'Bạn đã nhận mã ưu đãi này rồi.' });

    const list = await forBooking(`salonId=1&services=1011&phone=${PHONE}`, auth(token));
    const { customer, best } = list.json().data;
    expect(customer).toHaveLength(1);
    expect(customer[0]).toMatchObject({ campaignId: 10, valid: true, remainUsage: 1, saving: 49000 });
    expect(best[0].campaignId).toBe(1); // 50,000 saved beats 49,000
    // Another phone's token never sees this customer's vouchers.
    const foreign = await forBooking(`salonId=1&services=1011&phone=${PHONE}`, auth(otherToken));
    expect(foreign.json().data.customer).toEqual([]);
  });
});

describe('reward detail and the campaign-customer family', () => {
  it('gives the detail of step 5', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/v1/campaigns/reward-detail?campaignId=2&salonId=1',
    });
    expect(res.statusCode).toBe(200);
    const d = res.json().data;
    expect(d).toMatchObject({
      campaignId: 2,
      remainUsage: 50,
      allSalons: false,
      appliesAtSalon: true,
      endDate: '23-12-2026',
    });
    expect(d.salonApplies.map((s: { id: number }) => s.id)).toEqual([1, 2, 3]);
    expect(d.serviceApplies.map((s: { id: number; price: number }) => [s.id, s.price])).toEqual([
      [3011, 71000],
      [3012, 103000],
      [3013, 159000],
    ]);
    const same = await t.app.inject({
      method: 'GET',
      url: '/v2/api/campaign-customer/detail?campaignId=3&salonId=10',
    });
    expect(same.json().data.serviceConditions.map((s: { id: number }) => s.id)).toEqual([3011, 3012, 3013]);
  });

  it('answers 404 for an unknown campaign and 400 for a bad id', async () => {
    const missing = await t.app.inject({
      method: 'GET',
      url: '/api/v1/campaigns/reward-detail?campaignId=999',
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Ưu đãi không tồn tại hoặc đã kết thúc.');
    const bad = await t.app.inject({ method: 'GET', url: '/api/v1/campaigns/reward-detail?campaignId=abc' });
    expect(bad.statusCode).toBe(400);
  });

  it('claims a one-per-phone voucher once, and a reward while stock lasts', async () => {
    const claim = (path: string, campaignId: number) =>
      t.app.inject({
        method: 'POST',
        url: path,
        payload: { phone: OTHER, campaignId },
        headers: auth(otherToken),
      });
    expect((await claim('/api/campaign-customer/one-phone-voucher', 12)).statusCode).toBe(200);
    const twice = await claim('/api/campaign-customer/one-phone-voucher', 12);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe('Số điện thoại này đã nhận ưu đãi này rồi.');
    const wrongKind = await claim('/api/campaign-customer/one-phone-voucher', 13);
    expect(wrongKind.statusCode).toBe(400);

    await t.handle.db.updateTable('campaign').set({ claim_stock: 0 }).where('id', '=', 13).execute();
    const none = await claim('/api/campaign-customer/reward', 13);
    expect(none.statusCode).toBe(409);
    expect(none.json().message).toBe('Ưu đãi đã hết quà để nhận.');
    await t.handle.db.updateTable('campaign').set({ claim_stock: 1 }).where('id', '=', 13).execute();
    expect((await claim('/api/campaign-customer/reward', 13)).statusCode).toBe(200);

    const rewards = await t.app.inject({
      method: 'GET',
      url: `/v2/api/campaign-customer/reward?phone=${OTHER}`,
      headers: auth(otherToken),
    });
    expect(
      rewards
        .json()
        .data.map((r: { campaignId: number }) => r.campaignId)
        .sort(),
    ).toEqual([12, 13]);
    const foreign = await t.app.inject({
      method: 'GET',
      url: `/v2/api/campaign-customer/reward?phone=${PHONE}`,
      headers: auth(otherToken),
    });
    expect(foreign.statusCode).toBe(403);
  });

  it('tells whether a phone used a once-per-phone campaign', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/campaign-customer/one-phone-campaign',
      payload: { phone: PHONE, campaignId: 4 },
    });
    expect(res.json().data).toEqual({ campaignId: 4, oncePerPhone: true, used: false, message: null });
  });
});
