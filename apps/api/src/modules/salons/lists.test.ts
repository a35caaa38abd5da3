import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

// Provinces, salons and top salons: shapes, content from the seed, and HTTP caching.
describe('salon lists', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ now: new Date('2026-11-23T03:00:00Z') });
  });
  afterAll(async () => t?.close());

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers });

  it('lists provinces with region, districts, salon count and folded search text', async () => {
    const res = await get('/api/v1/provinces');
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data).toHaveLength(63);
    const haNoi = data.find((p: { cityId: number }) => p.cityId === 62);
    expect(haNoi).toMatchObject({ cityName: 'Hà Nội', vungMienId: 1, searchText: 'ha noi', totalSalon: 16 });
    expect(haNoi.districtModels).toContainEqual({
      districtId: expect.any(Number),
      districtName: 'Quận Cầu Giấy',
    });
    expect(data.find((p: { cityId: number }) => p.cityId === 16)).toMatchObject({
      cityName: 'Cao Bằng',
      totalSalon: 0,
    });
    // Hà Nội first, TP Hồ Chí Minh second.
    expect(data.slice(0, 2).map((p: { cityId: number }) => p.cityId)).toEqual([62, 1]);
  });

  it('lists every active salon with the spec fields', async () => {
    const { data } = (await get('/api/v1/salons')).json();
    expect(data).toHaveLength(46); // 47 in the chain, the training salon in no list to book from
    const first = data.find((s: { id: number }) => s.id === 1);
    expect(first).toMatchObject({
      cityId: 62,
      cityName: 'Hà Nội',
      districtName: 'Quận Cầu Giấy',
      addressNew: '82 Trần Duy Hưng, Phường Yên Hòa, Hà Nội',
      parking: true,
      tagTopSalon: true,
      images: ['/images/salons/salon-1.svg'],
      hotline: '1900272703',
    });
    expect(first.searchText).toContain('tran duy hung');
    expect(data.find((s: { id: number }) => s.id === 31).openingDate).toBe('28-11-2026');
    expect(data.find((s: { id: number }) => s.id === 40).map).toBeNull();
  });

  it('marks the salon closed today with the last day of its closure, so lists can show it closed', async () => {
    const { data } = (await get('/api/v1/salons')).json();
    const byId = (id: number) => data.find((s: { id: number }) => s.id === id);
    // seed/closures.ts: 92 Thái Hà is closed from today - 2 to today + 30.
    expect(byId(8).closedUntil).toBe('23-12-2026');
    expect(byId(9).closedUntil).toBeNull();
    expect(data.filter((s: { closedUntil: string | null }) => s.closedUntil !== null)).toHaveLength(1);
  });

  it('lists top salons only', async () => {
    const { data } = (await get('/api/v1/salons/top')).json();
    expect(data.length).toBeGreaterThan(0);
    expect(data.every((s: { tagTopSalon: boolean }) => s.tagTopSalon)).toBe(true);
  });

  it('sends an ETag and answers 304 when the browser already has the list', async () => {
    const first = await get('/api/v1/salons');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^".+"$/);
    expect(first.headers['cache-control']).toContain('max-age=60');
    const again = await get('/api/v1/salons', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const stale = await get('/api/v1/salons', { 'if-none-match': '"old"' });
    expect(stale.statusCode).toBe(200);
  });

  it('serves from memory within a minute, then reads the database again', async () => {
    const before = (await get('/api/v1/salons/top')).json().data.length;
    await t.handle.db.updateTable('salon').set({ tag_top_salon: true }).where('id', '=', 2).execute();
    expect((await get('/api/v1/salons/top')).json().data).toHaveLength(before);
    t.clock.now = new Date(t.clock.now.getTime() + 61_000);
    expect((await get('/api/v1/salons/top')).json().data).toHaveLength(before + 1);
  });
});
