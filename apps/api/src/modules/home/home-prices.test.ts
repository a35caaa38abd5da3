import { parsePrice } from '@salon/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

// Home sells at the booking's price: every priced home item names a catalogue service and shows the
// price the booking charges for it that day (a Friday and a Saturday), with the special day in words;
// its link opens the booking with that service; the salon figure and the promotions are real.
const FRIDAY = new Date('2026-11-27T03:00:00Z');
const SATURDAY = new Date('2026-11-28T03:00:00Z');

interface Item {
  title: string;
  price?: string;
  oldPrice?: string;
  priceNote?: string;
  redirectLink?: string;
  serviceId?: number;
  textNum?: string;
}
interface Block {
  layout: string;
  list: Item[];
}

describe('home prices come from the catalogue', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ now: FRIDAY });
  });
  afterAll(async () => t?.close());

  const config = async () =>
    (await t.app.inject({ method: 'GET', url: `/homepage-config.json?v=${Math.random()}` })).json() as {
      data: Block[];
    };
  const priced = (blocks: Block[]) => blocks.flatMap((b) => b.list).filter((i) => i.price !== undefined);
  const bookingPrice = async (serviceId: number, dateIso: string) => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/v1/service-booking/price?salonId=1&serviceIds=${serviceId}&dateBook=${dateIso}`,
    });
    expect(res.statusCode, String(serviceId)).toBe(200);
    return res.json().data.services[0] as { name: string; price: number };
  };

  for (const [day, now, iso] of [
    ['a Friday', FRIDAY, '2026-11-27'],
    ['a Saturday', SATURDAY, '2026-11-28'],
  ] as const) {
    it(`shows on ${day} the price the booking charges, for every priced item`, async () => {
      t.clock.now = now;
      const items = priced((await config()).data);
      expect(items.length).toBe(12);
      for (const item of items) {
        expect(item.serviceId, item.title).toEqual(expect.any(Number));
        const booked = await bookingPrice(item.serviceId as number, iso);
        expect(parsePrice(item.price as string), item.title).toBe(booked.price);
        expect(item.title).toBe(booked.name);
        expect(item.redirectLink).toBe(`/booking?salonId=0&phone=0&step=0&chosenService=${item.serviceId}`);
      }
      const wash = items.find((i) => i.serviceId === 1011);
      if (now === SATURDAY) {
        expect(wash).toMatchObject({
          price: '119.000 VNĐ',
          priceNote: 'Giá cuối tuần · ngày thường 99.000 VNĐ',
        });
      } else {
        expect(wash).toMatchObject({ price: '99.000 VNĐ', priceNote: 'Thứ 7, CN và ngày lễ: 119.000 VNĐ' });
      }
    });
  }

  it('counts the salons open for booking, and announces only promotions open today', async () => {
    t.clock.now = FRIDAY;
    const blocks = (await config()).data;
    const figure = blocks.find((b) => b.layout === 'head')?.list[0];
    const open = await t.handle.db
      .selectFrom('salon')
      .select('id')
      .where('is_active', '=', true)
      .where('id', '!=', 269)
      .where((eb) => eb.or([eb('opening_date', 'is', null), eb('opening_date', '<=', '2026-11-27')]))
      .execute();
    expect(figure?.textNum).toBe(String(open.length));
    const slides = blocks.find((b) => b.layout === 'moyoSlide')?.list ?? [];
    const campaigns = await t.handle.db
      .selectFrom('campaign')
      .select('name')
      .where('scope', '=', 'public')
      .execute();
    expect(slides.length).toBeGreaterThan(0);
    for (const s of slides) expect(campaigns.map((c) => c.name)).toContain(s.title);
    expect(JSON.stringify(blocks)).not.toMatch(/60\+|Khách mới: gội dưỡng sinh 99\.000/);
    // A service no longer sold leaves home.
    await t.handle.db.updateTable('service').set({ is_sold: false }).where('id', '=', 2012).execute();
    t.clock.now = new Date(FRIDAY.getTime() + 60_001);
    expect(priced((await config()).data).some((i) => i.serviceId === 2012)).toBe(false);
  });
});
