import { message, Refusal } from '@salon/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refusalToHttp } from '../../http/refusal-to-http.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { priceServices } from './service.ts';

// Monday 23-11-2026 at 10:00 in Vietnam; Saturday 28-11-2026 is a special day in the seed.
const NOW = new Date('2026-11-23T03:00:00Z');
const MONDAY = '2026-11-23';
const SATURDAY = '2026-11-28';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ now: NOW });
});
afterAll(async () => {
  await t?.close();
});

// The refusal as the API answers it (status and words).
async function rejection(p: Promise<unknown>): Promise<{ status: number; message: string }> {
  const error = await p.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(Refusal);
  const { status, body } = refusalToHttp(error as Refusal);
  return { status, message: body.message };
}

describe('priceServices', () => {
  it('prices a version, its child and add-ons from the catalogue on a normal day', async () => {
    const priced = await priceServices(t.app.deps.db, {
      salonId: 1,
      serviceIds: [1011, 1014, 4041],
      dateIso: MONDAY,
    });
    expect(priced.services.map((s) => [s.serviceId, s.price, s.oldPrice])).toEqual([
      [1011, 99000, null],
      [1014, 59000, null],
      [4041, 79000, null],
    ]);
    expect(priced.total).toBe(99000 + 59000 + 79000);
    expect(priced.totalTime).toBe(40 + 20 + 20);
    expect(priced.needsSkinner).toBe(false);
    expect(priced.services[0]?.name).toBe('Gội đầu dưỡng sinh (Cơ bản)');
  });

  it('applies the special-day price and the master stylist price', async () => {
    const db = t.app.deps.db;
    const weekend = await priceServices(db, { salonId: 1, serviceIds: [3011], dateIso: SATURDAY });
    expect(weekend.total).toBe(99000);
    const master = await priceServices(db, {
      salonId: 1,
      serviceIds: [3011],
      dateIso: MONDAY,
      stylistSkillLevel: 3,
    });
    expect(master.total).toBe(119000);
    expect(master.isMaster).toBe(true);
    const both = await priceServices(db, {
      salonId: 1,
      serviceIds: [3011],
      dateIso: SATURDAY,
      stylistSkillLevel: 3,
    });
    expect(both.total).toBe(129000);
    const junior = await priceServices(db, {
      salonId: 1,
      serviceIds: [3011],
      dateIso: MONDAY,
      stylistSkillLevel: 2,
    });
    expect(junior.total).toBe(89000);
    expect(junior.isMaster).toBe(false);
  });

  it('keeps a discount visible and flags services that need a skinner', async () => {
    const priced = await priceServices(t.app.deps.db, { salonId: 2, serviceIds: [2022], dateIso: MONDAY });
    expect(priced.services[0]).toMatchObject({ price: 299000, oldPrice: 349000, needsSkinner: true });
    expect(priced.needsSkinner).toBe(true);
  });

  it('refuses a service the salon does not sell, a discontinued or unknown one', async () => {
    const db = t.app.deps.db;
    for (const serviceIds of [[2033], [1016], [999999]]) {
      const e = await rejection(priceServices(db, { salonId: 44, serviceIds, dateIso: MONDAY }));
      expect(e.status).toBe(400);
      expect(e.message).toBe(message('servicesDiscontinued'));
    }
  });

  it('refuses two versions of one group, a child without its parent, duplicates and nothing', async () => {
    const db = t.app.deps.db;
    for (const serviceIds of [[1011, 1012], [1014], [1011, 1011]]) {
      const e = await rejection(priceServices(db, { salonId: 1, serviceIds, dateIso: MONDAY }));
      expect(e.message).toBe(message('serviceSelectionInvalid'));
    }
    const empty = await rejection(priceServices(db, { salonId: 1, serviceIds: [], dateIso: MONDAY }));
    expect(empty.message).toBe(message('chooseServicesFirst'));
  });

  it('answers 404 for an unknown salon', async () => {
    const e = await rejection(
      priceServices(t.app.deps.db, { salonId: 99999, serviceIds: [1011], dateIso: MONDAY }),
    );
    expect(e.status).toBe(404);
    expect(e.message).toBe(message('salonNotFound'));
  });
});
