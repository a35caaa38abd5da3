import { message } from '@salon/domain';
import type { HomeConfigDocument } from '@salon/domain';
import type { BlogPost, ProductsAnswer, ServiceDetailData, ServiceListData } from '@salon/domain/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATALOGUE_EN } from '../../db/seed/translations.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

// Decision 0147: the catalogue in English when a request asks for it (`lang=en`), Vietnamese by
// default, each language cached apart, a text without English shown as written.

const NOW = new Date('2026-11-23T03:00:00Z'); // a Monday in Vietnam
const LIST = '/api/v1/service-booking/service-booking-v2';
const DETAIL = '/api/v1/service-booking/detail-v2';
const VIETNAMESE_LETTER = /[àáảãạăắằẳẵặâấầẩẫậèéẻẽẹêếềểễệìíỉĩịòóỏõọôốồổỗộơớờởỡợùúủũụưứừửữựỳýỷỹỵđ]/i;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ now: NOW });
});
afterAll(async () => t?.close());

async function getJson<T>(url: string, query: Record<string, string> = {}) {
  const res = await t.app.inject({ method: 'GET', url, query });
  return { status: res.statusCode, body: res.json() as T };
}

function serviceTexts(data: ServiceListData): string[] {
  return data.data.flatMap((c) => [
    c.title,
    ...c.serviceGroups.flatMap((g) => [
      g.title,
      ...g.services.flatMap((s) => [
        s.name,
        s.subtitle,
        s.versionName ?? '',
        ...s.tags,
        s.group,
        ...s.listService.flatMap((child) => [child.name, child.subtitle]),
        ...s.upsaleServices.flatMap((u) => [u.title, u.subtitle]),
      ]),
    ]),
  ]);
}

const homeItems = (doc: HomeConfigDocument) => doc.data.flatMap((b) => b.list);

describe('the catalogue in English', () => {
  it("step 2's list: every name, version, subtitle, tag and group in English; prices and ids the same", async () => {
    const vi = await getJson<{ data: ServiceListData }>(LIST, { salonId: '1' });
    const en = await getJson<{ data: ServiceListData }>(LIST, { salonId: '1', lang: 'en' });
    expect([vi.status, en.status]).toEqual([200, 200]);
    const english = serviceTexts(en.body.data).filter((s) => s !== '');
    expect(english.filter((s) => VIETNAMESE_LETTER.test(s))).toEqual([]);
    expect(serviceTexts(vi.body.data)).toContain('Gội đầu dưỡng sinh');
    expect(english).toContain('Herbal hair wash');
    const prices = (d: ServiceListData) =>
      d.data.flatMap((c) => c.services.map((s) => [s.serviceId, s.priceNum, s.oldPriceNum]));
    expect(prices(en.body.data)).toEqual(prices(vi.body.data));
  });

  it("step 3's detail: the group's title and description in English", async () => {
    const en = await getJson<{ data: ServiceDetailData }>(DETAIL, {
      salonId: '1',
      groupId: '101',
      lang: 'en',
    });
    expect(en.status).toBe(200);
    expect(en.body.data.title).toBe('Herbal wellness hair wash');
    expect(en.body.data.titleContent).toMatch(/^A 12-step wellness wash/);
    expect(en.body.data.services.map((s) => s.versionName)).toEqual(['Basic', 'Premium', 'VIP']);
  });

  it('home: service items, promotions and the visits figure in English, amounts in the English form', async () => {
    const vi = await getJson<HomeConfigDocument>('/homepage-config.json');
    const en = await getJson<HomeConfigDocument>('/homepage-config.json', { lang: 'en', v: 'x1' });
    const wash = (d: HomeConfigDocument) => homeItems(d).find((i) => i.serviceId === 1011);
    expect(wash(vi.body)).toMatchObject({ title: 'Gội đầu dưỡng sinh (Cơ bản)', price: '99.000 VNĐ' });
    expect(wash(en.body)).toMatchObject({ title: 'Herbal hair wash (Basic)', price: '99,000 VND' });
    expect(wash(en.body)?.subTitle).toBe('40 min · 12-step herbal wash, head and neck acupressure');
    const visits = (d: HomeConfigDocument) => homeItems(d).find((i) => i.count !== undefined)?.textNum;
    expect([visits(vi.body), visits(en.body)]).toEqual(['1,2 triệu', '1.2 million']);
    const promotions = homeItems(en.body).filter((i) => i.campaignId !== undefined);
    expect(promotions.length).toBeGreaterThan(0);
    for (const p of promotions) expect(`${p.title} ${p.subTitle}`).not.toMatch(VIETNAMESE_LETTER);
  });

  it('keeps each language apart in the document cache and its ETag, in any order of asking', async () => {
    const first = await getJson<HomeConfigDocument>('/homepage-config.json', { lang: 'en' });
    const vi = await t.app.inject({ method: 'GET', url: '/homepage-config.json' });
    const en = await t.app.inject({ method: 'GET', url: '/homepage-config.json?lang=en' });
    expect(homeItems(first.body)[0]).toEqual(homeItems(en.json() as HomeConfigDocument)[0]);
    expect(vi.headers.etag).not.toBe(en.headers.etag);
    expect(JSON.stringify(vi.json())).not.toContain('Herbal hair wash (Basic)');
    // A Vietnamese ETag does not answer 304 to the English document.
    const cross = await t.app.inject({
      method: 'GET',
      url: '/homepage-config.json?lang=en',
      headers: { 'if-none-match': String(vi.headers.etag) },
    });
    expect(cross.statusCode).toBe(200);
  });

  it('products and articles in the language asked; the internal category stays out', async () => {
    const vi = await getJson<ProductsAnswer>('/api/v1/web/product-groups/1/products');
    const en = await getJson<ProductsAnswer>('/api/v1/web/product-groups/1/products', { lang: 'en' });
    expect(vi.body.data.data[0]?.name).toBe('Dầu gội bồ kết Moyo 300ml');
    expect(en.body.data.data.map((p) => p.name)).toContain('Moyo soapberry shampoo 300ml');
    const posts = await getJson<BlogPost[]>('/wp-json/wp/v2/posts', {
      per_page: '3',
      categories_exclude: '2122',
      lang: 'en',
    });
    expect(posts.body.map((p) => p.title.rendered)).toContain('How often should an oily scalp be washed?');
    for (const p of posts.body)
      expect(`${p.title.rendered} ${p.excerpt.rendered}`).not.toMatch(VIETNAMESE_LETTER);
  });

  it('a new translation shows at once, a text without one stays Vietnamese, and removing it brings Vietnamese back', async () => {
    const db = t.app.deps.db;
    const name = (d: { data: ServiceListData }) =>
      d.data.data.flatMap((c) => c.services).find((s) => s.serviceId === 1021)?.name;
    const source = 'Gội đầu nhanh 20 phút';
    await db.deleteFrom('text_translation').where('source', '=', source).execute();
    let en = await getJson<{ data: ServiceListData }>(LIST, { salonId: '1', lang: 'en' });
    expect(name(en.body)).toBe(source);
    await db.insertInto('text_translation').values({ source, en: 'Express wash, 20 minutes' }).execute();
    en = await getJson<{ data: ServiceListData }>(LIST, { salonId: '1', lang: 'en' });
    expect(name(en.body)).toBe('Express wash, 20 minutes');
    // The home document made before the change is not served stale.
    const home = await getJson<HomeConfigDocument>('/homepage-config.json', { lang: 'en' });
    const quick = homeItems(home.body).find((i) => i.serviceId === 1021);
    expect(quick?.title).toBe('Express wash, 20 minutes');
    await db
      .updateTable('text_translation')
      .set({ en: CATALOGUE_EN[source] as string })
      .where('source', '=', source)
      .execute();
  });

  it('refuses a language it does not have, with the Vietnamese message, and changes nothing', async () => {
    for (const url of [
      LIST,
      '/homepage-config.json',
      '/api/v1/web/product-groups/1/products',
      '/wp-json/wp/v2/posts',
    ]) {
      for (const lang of ['fr', 'EN', "en'--", '']) {
        const res = await t.app.inject({ method: 'GET', url, query: { salonId: '1', lang } });
        expect(res.statusCode, `${url} ${lang}`).toBe(400);
        expect(res.json().message).toBe(message('invalidRequest'));
      }
    }
  });

  it('refuses a translation the table cannot hold: empty or too long', async () => {
    const db = t.app.deps.db;
    await expect(
      db.insertInto('text_translation').values({ source: 'Xin chào', en: '' }).execute(),
    ).rejects.toThrow();
    await expect(
      db
        .insertInto('text_translation')
        .values({ source: 'x'.repeat(4001), en: 'x' })
        .execute(),
    ).rejects.toThrow();
  });
});
