import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { loginAs } from '../booking/test-helpers.ts';

// Issue 19: visit history, ratings and the profile. Demo data: seed/visits.ts (0988111222 has 13 visits
// over the year; 0912345678 has one).
const NOW = new Date('2026-11-23T03:00:00Z');
const DEMO = '+84988111222';
const OTHER = '+84912345678';

describe('history, ratings and profile calls', () => {
  let t: TestApp;
  let demo: string;
  let other: string;
  let stranger: string;
  let demoId: number;
  let otherVisit: number;
  beforeAll(async () => {
    t = await createTestApp({ now: NOW });
    demo = await loginAs(t.handle.db, DEMO, NOW);
    other = await loginAs(t.handle.db, OTHER, NOW);
    stranger = await loginAs(t.handle.db, '+84977000111', NOW);
    const ids = await t.handle.db
      .selectFrom('customer')
      .select(['id', 'phone'])
      .where('phone', 'in', [DEMO, OTHER])
      .execute();
    demoId = ids.find((r) => r.phone === DEMO)?.id ?? 0;
    const otherId = ids.find((r) => r.phone === OTHER)?.id ?? 0;
    otherVisit = (
      await t.handle.db
        .selectFrom('visit')
        .select('id')
        .where('customer_id', '=', otherId)
        .executeTakeFirstOrThrow()
    ).id;
  });
  afterAll(async () => t?.close());

  const call = (method: 'GET' | 'POST' | 'PUT', url: string, token?: string, payload?: object) =>
    t.app.inject({
      method,
      url,
      payload,
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
  const history = (token: string, query = '') =>
    call('GET', `/api/customer-history?brandName=MOYO${query}`, token);
  const stylistOf = async (visitId: number) => {
    const v = await t.handle.db
      .selectFrom('visit')
      .select('stylist_id')
      .where('id', '=', visitId)
      .executeTakeFirstOrThrow();
    return t.handle.db
      .selectFrom('staff')
      .select(['rating_star', 'total_customer', 'rating_info'])
      .where('id', '=', v.stylist_id)
      .executeTakeFirstOrThrow();
  };

  it('pages the caller’s visits newest first, with salon, stylist, services, money, promotions and photos', async () => {
    const first = await history(demo);
    expect(first.statusCode).toBe(200);
    const page1 = first.json().data;
    expect(page1.total).toBe(13);
    expect(page1.items).toHaveLength(10);
    const times = page1.items.map((v: { visitedAt: string }) => v.visitedAt);
    expect([...times].sort().reverse()).toEqual(times);
    const latest = page1.items[0];
    expect(latest).toMatchObject({
      salonId: 11,
      hourBook: expect.stringMatching(/^\d\d:\d\d$/),
      rating: null,
    });
    expect(latest.salonName).not.toBe('');
    expect(latest.stylist.name).not.toBe('');
    expect(latest.services[0]).toMatchObject({ name: expect.any(String), price: expect.any(Number) });
    expect(latest.images[0]).toMatch(/^\/images\/styles\/style-\d+\.svg$/);
    expect(page1.items.some((v: { promotions: unknown[] }) => v.promotions.length > 0)).toBe(true);
    const page2 = (await history(demo, '&pageNum=2')).json().data;
    expect(page2.items).toHaveLength(3);
    const ids = [...page1.items, ...page2.items].map((v: { id: number }) => v.id);
    expect(new Set(ids).size).toBe(13);
    expect((await history(demo, '&pageNum=3')).json().data.items).toEqual([]);
  });

  it('sums spending by month over 12 months and gives the tier progress', async () => {
    const { spending } = (await history(demo, `&customerId=${demoId}`)).json().data;
    expect(spending.byMonth).toHaveLength(12);
    expect(spending.byMonth[0].month).toBe('2026-11');
    const sum = spending.byMonth.reduce((s: number, m: { total: number }) => s + m.total, 0);
    expect(spending.tier.spendLast12Months).toBe(sum);
    expect(sum).toBeGreaterThan(0);
    expect(spending.tier.nextMemberType).not.toBeNull();
    expect(spending.tier.percent).toBeGreaterThanOrEqual(0);
  });

  it('answers 401 without a token and 403 for another customer’s id on every call', async () => {
    const calls: Array<['GET' | 'POST' | 'PUT', string, object?]> = [
      ['GET', '/api/customer-history'],
      ['GET', `/api/rating?visitId=${otherVisit}`],
      ['GET', '/api/rating/check'],
      ['POST', '/api/rating', { visitId: otherVisit, stars: 5 }],
      ['PUT', '/api/customer-history/rating-image', { visitId: otherVisit, stars: 5 }],
      ['PUT', '/api/customer-history/report-wrong-image', { visitId: otherVisit }],
      ['GET', '/api/v1/app-customer/info'],
      ['PUT', '/api/v1/app-customer/customer', { name: 'Kẻ Lạ' }],
    ];
    for (const [method, url, body] of calls) {
      expect((await call(method, url, undefined, body)).statusCode, url).toBe(401);
      const withId = body
        ? [url, { ...body, customerId: demoId }]
        : [`${url}${url.includes('?') ? '&' : '?'}customerId=${demoId}`, undefined];
      const res = await call(method, withId[0] as string, other, withId[1] as object | undefined);
      expect(res.statusCode, url).toBe(403);
      expect(res.json().message).toBe('Bạn chỉ xem được lịch sử và thông tin của chính mình.');
    }
    expect((await call('POST', '/api/customer/register-new', undefined, { name: 'An' })).statusCode).toBe(
      401,
    );
    // Another customer's visit by id is not found for the demo customer, and nothing changes.
    const before = await stylistOf(otherVisit);
    for (const [method, url, body] of calls.slice(1, 6).filter(([, u]) => u !== '/api/rating/check')) {
      expect((await call(method, url, demo, body)).statusCode, url).toBe(404);
    }
    expect(await stylistOf(otherVisit)).toEqual(before);
    const v = await t.handle.db
      .selectFrom('visit')
      .selectAll()
      .where('id', '=', otherVisit)
      .executeTakeFirstOrThrow();
    expect([v.image_stars, v.image_reported_at]).toEqual([null, null]);
  });

  it('rates a visit once: the stylist’s figures move once, a second rating is 409', async () => {
    const check = (await call('GET', '/api/rating/check', demo)).json().data;
    expect(check).toMatchObject({ salonName: expect.any(String), stylistName: expect.any(String) });
    const visitId = check.visitId;
    const before = await stylistOf(visitId);
    const res = await call('POST', '/api/rating', demo, {
      visitId,
      stars: 5,
      comment: 'Rất hài lòng',
      tags: ['friendly'],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Cảm ơn bạn đã đánh giá!');
    const after = await stylistOf(visitId);
    expect(after.total_customer).toBe(before.total_customer + 1);
    expect(res.json().data.totalCustomer).toBe(after.total_customer);
    const again = await call('POST', '/api/rating', demo, { visitId, stars: 1 });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Bạn đã đánh giá lượt này rồi.');
    expect(await stylistOf(visitId)).toEqual(after);
    const shown = (await call('GET', `/api/rating?visitId=${visitId}`, demo)).json().data;
    expect(shown.rating).toMatchObject({ stars: 5, comment: 'Rất hài lòng', tags: ['friendly'] });
    expect((await call('GET', '/api/rating/check', demo)).json().data?.visitId).not.toBe(visitId);
  });

  it('counts 20 concurrent ratings of one visit once', async () => {
    const page = (await history(demo, '&pageNum=2')).json().data.items;
    const visitId = page[0].id;
    const before = await stylistOf(visitId);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => call('POST', '/api/rating', demo, { visitId, stars: 4 })),
    );
    const codes = answers.map((r) => r.statusCode).sort();
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(19);
    const after = await stylistOf(visitId);
    expect(after.total_customer).toBe(before.total_customer + 1);
    const rated = (info: Array<{ TotalCustomerRating: number }>) =>
      info.reduce((s, b) => s + b.TotalCustomerRating, 0);
    expect(rated(after.rating_info)).toBe(rated(before.rating_info) + 1);
  });

  it('refuses bad ratings with Vietnamese messages and changes nothing', async () => {
    const visitId = (await history(demo, '&pageNum=2')).json().data.items[1].id;
    const before = await stylistOf(visitId);
    const bad: Array<[object, string]> = [
      // No star chosen: the form sends nothing for stars, or null; never counted as any rating.
      [{ visitId }, 'Bạn chọn từ 1 đến 5 sao giúp chúng mình nhé!'],
      [{ visitId, stars: null }, 'Bạn chọn từ 1 đến 5 sao giúp chúng mình nhé!'],
      [{ visitId, stars: '' }, 'Bạn chọn từ 1 đến 5 sao giúp chúng mình nhé!'],
      [{ visitId, stars: 6 }, 'Bạn chọn từ 1 đến 5 sao giúp chúng mình nhé!'],
      [{ visitId, stars: 0 }, 'Bạn chọn từ 1 đến 5 sao giúp chúng mình nhé!'],
      [{ visitId, stars: 4.5 }, 'Bạn chọn từ 1 đến 5 sao giúp chúng mình nhé!'],
      [{ visitId, stars: '1e0' }, 'Bạn chọn từ 1 đến 5 sao giúp chúng mình nhé!'],
      [{ visitId: 1e20, stars: 5 }, 'Không tìm thấy lượt sử dụng dịch vụ này.'],
      [{ visitId: '99999999999999999999', stars: 5 }, 'Không tìm thấy lượt sử dụng dịch vụ này.'],
      [{ visitId, stars: 99999 }, 'Bạn chọn từ 1 đến 5 sao giúp chúng mình nhé!'],
      [{ visitId, stars: 5, comment: 'x'.repeat(501) }, 'Nhận xét tối đa 500 ký tự và không chứa ký tự lạ.'],
      [{ visitId, stars: 5, tags: ['rude'] }, 'Nhận xét nhanh không hợp lệ.'],
    ];
    for (const [body, text] of bad) {
      const res = await call('POST', '/api/rating', demo, body);
      expect(res.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(res.json().message).toBe(text);
    }
    for (const comment of ['a\u0000b', 'x\ud800']) {
      const res = await call('POST', '/api/rating', demo, { visitId, stars: 5, comment });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(/ký tự không hợp lệ/);
    }
    expect(await stylistOf(visitId)).toEqual(before);
    const stored = await t.handle.db
      .selectFrom('visit_rating')
      .select('visit_id')
      .where('visit_id', '=', visitId)
      .execute();
    expect(stored).toEqual([]);
    const page = await history(demo, '&pageNum=99999999999');
    expect(page.statusCode).toBe(400);
    expect(page.json().message).toBe('Số trang không hợp lệ.');
  });

  it('rates the photos once and takes a report that they are not the customer’s', async () => {
    const visitId = (await history(demo)).json().data.items[2].id;
    const ok = await call('PUT', '/api/customer-history/rating-image', demo, { visitId, stars: 4 });
    expect(ok.json()).toEqual({ statusCode: 200, message: 'Cảm ơn bạn đã đánh giá ảnh!' });
    expect(
      (await call('PUT', '/api/customer-history/rating-image', demo, { visitId, stars: 1 })).statusCode,
    ).toBe(409);
    const reported = await call('PUT', '/api/customer-history/report-wrong-image', demo, {
      visitId,
      note: 'Không phải tôi',
    });
    expect(reported.statusCode).toBe(200);
    const item = (await history(demo)).json().data.items[2];
    expect([item.imageStars, item.imageReported]).toEqual([4, true]);
  });

  it('shows and edits the caller’s profile; bad fields change nothing', async () => {
    const info = await call('GET', `/api/v1/app-customer/info?customerId=${demoId}`, demo);
    expect(info.json().data).toMatchObject({ customerId: demoId, phone: '0988111222', name: 'Đỗ Minh Khoa' });
    const saved = await call('PUT', '/api/v1/app-customer/customer', demo, {
      name: '  Đỗ   Minh Khoa Mới ',
      email: 'Khoa@Example.vn',
      birthDate: '15-08-1995',
      avatar: '/images/staff/staff-101.svg',
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().message).toBe('Cập nhật thông tin thành công!');
    expect(saved.json().data).toMatchObject({
      name: 'Đỗ Minh Khoa Mới',
      email: 'khoa@example.vn',
      birthDate: '1995-08-15',
      avatar: '/images/staff/staff-101.svg',
    });
    const bad: Array<[object, string]> = [
      [{ name: 'Khoa123' }, 'Bạn nhập tên hợp lệ giúp chúng mình nhé!'],
      [{ name: 'x'.repeat(21) }, 'Bạn nhập tên hợp lệ giúp chúng mình nhé!'],
      [{ name: 'Ok', email: 'no-at' }, 'Email không hợp lệ.'],
      [{ name: 'Ok', birthDate: '31-02-1990' }, 'Ngày sinh không hợp lệ.'],
      [{ name: 'Ok', avatar: 'https://evil.example/x.png' }, 'Ảnh đại diện không hợp lệ.'],
    ];
    for (const [body, text] of bad) {
      const res = await call('PUT', '/api/v1/app-customer/customer', demo, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(text);
    }
    expect((await call('GET', '/api/v1/app-customer/info', demo)).json().data).toEqual(saved.json().data);
  });

  it('registers a new customer’s name after the first login', async () => {
    const res = await call('POST', '/api/customer/register-new', stranger, {
      name: 'Lê Văn Mới',
      brandName: 'MOYO',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ phone: '0977000111', name: 'Lê Văn Mới', isRegistered: true });
    expect((await history(stranger)).json().data).toMatchObject({ total: 0, items: [] });
    expect((await call('GET', '/api/rating/check', stranger)).json()).toEqual({ data: null });
  });
});
