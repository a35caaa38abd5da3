import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

// 000 §7 'favourite and new product GETs by collection' (decision 0148): a collection (product group)
// answers its favourites by rank and its products on sale for at most 60 days, newest first, in the
// shape of the group's product call.
const DAY = new Date('2026-11-23T03:00:00Z');

describe('favourite and new products by collection', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ now: DAY });
  });
  afterAll(async () => t?.close());

  const get = (url: string) => t.app.inject({ method: 'GET', url });
  const names = async (url: string) => {
    const res = await get(url);
    expect(res.statusCode, url).toBe(200);
    const body = res.json();
    expect(body.data.meta.success).toBe(true);
    return (body.data.data as { name: string }[]).map((p) => p.name);
  };

  it("answers a collection's favourites, most liked first", async () => {
    expect(await names('/api/v1/web/product-groups/1/products/favourite')).toEqual([
      'Dầu gội bồ kết Moyo 300ml',
      'Mặt nạ Keratin phục hồi 200g',
      'Tinh dầu bưởi kích thích mọc tóc 50ml',
    ]);
    expect(await names('/api/v1/web/product-groups/2/products/favourite')).toEqual([
      'Xịt dưỡng tóc hương hoa nhài 150ml',
    ]);
  });

  it("answers a collection's new products, newest first, in the asked language", async () => {
    expect(await names('/api/v1/web/product-groups/1/products/new')).toEqual([
      'Mặt nạ Keratin phục hồi 200g',
      'Serum dưỡng chân tóc 30ml',
    ]);
    const en = await names('/api/v1/web/product-groups/1/products/new?lang=en');
    expect(en).toHaveLength(2);
    expect(en[0]).not.toBe('Mặt nạ Keratin phục hồi 200g');
  });

  it('counts a product new for 60 days from its release, by the server clock', async () => {
    const serum = 4;
    const release = (daysAgo: number) =>
      t.handle.db
        .updateTable('product')
        .set({ released_on: new Date(DAY.getTime() - daysAgo * 86_400_000).toISOString().slice(0, 10) })
        .where('id', '=', serum)
        .execute();
    await release(61);
    expect(await names('/api/v1/web/product-groups/1/products/new')).toEqual([
      'Mặt nạ Keratin phục hồi 200g',
    ]);
    await release(60);
    expect(await names('/api/v1/web/product-groups/1/products/new')).toContain('Serum dưỡng chân tóc 30ml');
    await release(12);
  });

  it('answers 404 for an unknown collection and 400 for a bad id, changing nothing', async () => {
    for (const kind of ['favourite', 'new']) {
      expect((await get(`/api/v1/web/product-groups/999/products/${kind}`)).statusCode).toBe(404);
      expect((await get(`/api/v1/web/product-groups/abc/products/${kind}`)).statusCode).toBe(400);
    }
  });
});
