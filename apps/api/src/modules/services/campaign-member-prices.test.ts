import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChildServiceItem, ServiceDetailData, ServiceListData } from '@salon/domain/contracts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createBody, loginAs, TOMORROW_ISO } from '../booking/test-helpers.ts';

// Issue 18: campaign tags and the campaign alert from the campaigns open today; member prices for
// the logged-in caller's tier only (a memberType in the query is never trusted).

/** 10:00 in Vietnam on 2026-11-23; the seeded public campaigns run from today - 10 to today + 30. */
const NOW = new Date('2026-11-23T03:00:00Z');
const LIST = '/api/v1/service-booking/service-booking-v2';
const DETAIL = '/api/v1/service-booking/detail-v2';
const GOLD = '+84987654321';
const PLAIN = '+84938123456';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ now: NOW });
});
afterAll(async () => {
  await t?.close();
});

async function get<T>(url: string, query: Record<string, string>, token?: string): Promise<T> {
  const headers = token ? { authorization: `Bearer ${token}` } : {};
  const res = await t.app.inject({ method: 'GET', url, query, headers });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { data: T }).data;
}

const list = (salonId: number, token?: string) =>
  get<ServiceListData>(LIST, { salonId: String(salonId), lang: 'vi', choosenServiceIds: '0' }, token);

function service(data: ServiceListData, id: number): ChildServiceItem {
  const all = data.data.flatMap((c) =>
    c.serviceGroups.flatMap((g) => g.services.flatMap((s) => [s, ...s.listService])),
  );
  const found = all.find((s) => s.serviceId === id);
  if (!found) throw new Error(`service ${id} not listed`);
  return found;
}

describe('campaign tags and alert', () => {
  it('tags the services a seeded campaign promotes, at the salons it applies to', async () => {
    const atCauGiay = await list(1);
    expect(service(atCauGiay, 1011).campaignTags).toEqual([{ campaignId: 1, desc: 'Chỉ 49.000 VNĐ' }]);
    expect(service(atCauGiay, 3011).campaignTags).toContainEqual({ campaignId: 2, desc: 'Giảm 20%' });
    expect(atCauGiay.isAlertCampaign).toBe(true);
    // Campaign 2 is only for salons 1-3.
    const elsewhere = await list(5);
    expect(service(elsewhere, 3011).campaignTags.map((c) => c.campaignId)).not.toContain(2);
    expect(service(elsewhere, 1011).campaignTags).toEqual([{ campaignId: 1, desc: 'Chỉ 49.000 VNĐ' }]);
  });

  it('shows the tags in the detail and in English', async () => {
    const detail = await get<ServiceDetailData>(DETAIL, {
      salonId: '1',
      groupId: String(service(await list(1), 1011).groupId),
      lang: 'en',
    });
    const basic = detail.services.find((s) => s.serviceId === 1011);
    expect(basic?.campaignTags).toEqual([{ campaignId: 1, desc: 'Only 49,000 VND' }]);
  });

  it('drops the tags and the alert once every campaign has ended (test clock moved)', async () => {
    const saved = t.clock.now;
    try {
      t.clock.now = new Date('2027-03-01T03:00:00Z');
      const later = await list(1);
      expect(service(later, 1011).campaignTags).toEqual([]);
      expect(service(later, 3011).campaignTags).toEqual([]);
      expect(later.isAlertCampaign).toBe(false);
    } finally {
      t.clock.now = saved;
    }
  });
});

describe('member prices', () => {
  it("prices the list and detail-v2 at 10% off for a logged-in Gold customer (member-config's benefit)", async () => {
    const token = await loginAs(t.app.deps.db, GOLD, NOW);
    const anonymous = service(await list(1), 3011);
    const gold = service(await list(1, token), 3011);
    const expected = Math.round((anonymous.priceNum * 0.9) / 1000) * 1000;
    expect(gold.priceNum).toBe(expected);
    expect(gold.priceNum).toBeLessThan(anonymous.priceNum);
    expect(gold.oldPriceNum).toBeGreaterThanOrEqual(anonymous.priceNum);

    const query = { salonId: '1', groupId: String(gold.groupId), memberType: '3', lang: 'vi' };
    const detail = await get<ServiceDetailData>(DETAIL, query, token);
    expect(detail.services.find((s) => s.serviceId === 3011)?.priceNum).toBe(expected);
    // The server's quote (the booking's price) is the same member price.
    const quote = await get<{ total: number }>(
      '/api/v1/service-booking/price',
      { salonId: '1', serviceIds: '3011', dateBook: '25-11-2026' },
      token,
    );
    expect(quote.total).toBe(expected);
  });

  it("charges a logged-in Gold customer's own booking the member price the list showed", async () => {
    const token = await loginAs(t.app.deps.db, GOLD, NOW);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/booking-multiple',
      headers: { authorization: `Bearer ${token}` },
      payload: createBody({
        phone: '0987654321',
        dateBook: TOMORROW_ISO,
        services: 'Cắt tóc nam',
        chosenServices: JSON.stringify([{ serviceId: 3011 }]),
      }),
    });
    expect(res.statusCode, res.body).toBe(200);
    const listed = service(await list(1, token), 3011).priceNum;
    expect(listed).toBe(80000);
    expect(res.json().data.booking.totalMoney).toBe(listed);
  });

  it('answers the anonymous price to a stranger who sends memberType=4, and to a customer without a tier', async () => {
    const anonymous = service(await list(1), 3011);
    const query = { salonId: '1', groupId: String(anonymous.groupId), memberType: '4', lang: 'vi' };
    const stranger = await get<ServiceDetailData>(DETAIL, query);
    expect(stranger.services.find((s) => s.serviceId === 3011)?.priceNum).toBe(anonymous.priceNum);
    const plain = await loginAs(t.app.deps.db, PLAIN, NOW);
    const noTier = await get<ServiceDetailData>(DETAIL, query, plain);
    expect(noTier.services.find((s) => s.serviceId === 3011)?.priceNum).toBe(anonymous.priceNum);
    expect(service(await list(1, plain), 3011).priceNum).toBe(anonymous.priceNum);
  });
});
