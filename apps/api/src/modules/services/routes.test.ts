import { message } from '@salon/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createSession } from '../../http/sessions.ts';
import type { ChildServiceItem, ServiceDetailData, ServiceListData } from '@salon/domain/contracts';

const NOW = new Date('2026-11-23T03:00:00Z');
const LIST = '/api/v1/service-booking/service-booking-v2';
const DETAIL = '/api/v1/service-booking/detail-v2';
const PHONE = '0912345678';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ now: NOW });
});
afterAll(async () => {
  await t?.close();
});

async function get(url: string, query: Record<string, string>, token?: string) {
  const headers = token ? { authorization: `Bearer ${token}` } : {};
  const res = await t.app.inject({ method: 'GET', url, query, headers });
  return { status: res.statusCode, body: res.json() as { data: unknown; message?: string } };
}

function allServices(data: ServiceListData): ChildServiceItem[] {
  return data.data.flatMap((c) =>
    c.serviceGroups.flatMap((g) => g.services.flatMap((s) => [s, ...s.listService])),
  );
}

/** A confirmed past booking of 1012 and 4011 for the demo customer. */
async function seedPastBooking(): Promise<number> {
  const db = t.app.deps.db;
  const customer = await db
    .selectFrom('customer')
    .select('id')
    .where('phone', '=', '+84912345678')
    .executeTakeFirstOrThrow();
  const stylist = await db
    .selectFrom('staff')
    .select('id')
    .where('home_salon_id', '=', 1)
    .where('kind', '=', 'stylist')
    .executeTakeFirstOrThrow();
  const slot = await db
    .selectFrom('salon_slot')
    .select('id')
    .where('salon_id', '=', 1)
    .executeTakeFirstOrThrow();
  const booking = await db
    .insertInto('booking')
    .values({
      salon_id: 1,
      customer_id: customer.id,
      date_book: '2026-10-01',
      status: 'confirmed',
      params: '{}',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const services = [
    { serviceId: 1012, name: 'Gội đầu dưỡng sinh', price: 169000 },
    { serviceId: 4011, name: 'Massage cổ vai gáy', price: 159000 },
  ];
  await db
    .insertInto('booking_person')
    .values({
      booking_id: booking.id,
      person_index: 0,
      stylist_id: stylist.id,
      book_hour_id: slot.id,
      services: JSON.stringify(services),
      total_money: 328000,
    })
    .execute();
  return customer.id;
}

describe('GET service-booking-v2', () => {
  it("answers the salon's categories in order, with groups, versions, children and add-ons", async () => {
    const { status, body } = await get(LIST, { salonId: '1', lang: 'vi', choosenServiceIds: '0' });
    expect(status).toBe(200);
    const data = body.data as ServiceListData;
    expect(data.data.map((c) => c.order)).toEqual([1, 2, 3, 4, 5]);
    expect(data.data[0]).toMatchObject({
      categoryId: 1,
      categoryName: 'Gội đầu dưỡng sinh',
      bgColor: '#E6F4EA',
    });
    const shampoo = data.data[0]?.serviceGroups.find((g) => g.groupId === 101);
    expect(shampoo?.services.map((s) => s.serviceId)).toEqual([1011, 1012, 1013]);
    const basic = shampoo?.services[0];
    expect(basic).toMatchObject({
      price: '99K',
      priceNum: 99000,
      versionName: 'Cơ bản',
      group: 'Gội đầu dưỡng sinh thảo dược',
    });
    expect(basic?.listService.map((c) => c.serviceId)).toEqual([1014]);
    expect(basic?.upsaleServices.map((u) => u.serviceId)).toEqual([4011, 4041, 4051]);
    const free = allServices(data).find((s) => s.serviceId === 2011);
    expect(free).toMatchObject({ price: 'FREE', priceNum: 0, needsSkinner: true });
    expect(data.isSaveServiceChoosen).toBe(true);
    expect(data.selectConsultation).toBe(false);
    expect(data.ruleShowBookings).toContainEqual({ serviceId: 1031, deliveryType: 2 });
  });

  it('answers special-day rules with DD-MM-YYYY dates, next-step rules and the guides of the salon', async () => {
    const { body } = await get(LIST, { salonId: '5' });
    const data = body.data as ServiceListData;
    const haircut = data.rulesSpecialDay.find((r) => r.serviceId === 3011);
    expect(haircut).toMatchObject({
      serviceSpecial: 99000,
      serviceStylist: 119000,
      serviceSpecialStylist: 129000,
      stylistLevelId: 3,
    });
    expect(haircut?.date).toContain('28-11-2026');
    expect(haircut?.date).not.toContain('23-11-2026');
    expect(allServices(data).find((s) => s.serviceId === 3011)).toMatchObject({
      hasSpecial: true,
      priceSpecialDay: 99000,
    });
    expect(data.rulesNextStep.map((r) => r.ruleType)).toEqual(['equals', 'regex', 'other']);
    expect(data.guideScreens.find((g) => g.step === 2)?.guide).toMatch(/^Salon có chuyên viên tư vấn/);
    expect(data.guideScreens.find((g) => g.step === 5)?.guideList.length).toBe(2);
    expect(data.selectConsultation).toBe(true);
  });

  it('leaves out services the salon does not sell and discontinued ones', async () => {
    const { body } = await get(LIST, { salonId: '44' });
    const ids = allServices(body.data as ServiceListData).map((s) => s.serviceId);
    expect(ids).toContain(2031);
    for (const id of [2033, 2042, 5021, 1016]) expect(ids).not.toContain(id);
  });

  it('marks the chosen services selected and, for the logged-in customer, past services used', async () => {
    const customerId = await seedPastBooking();
    const token = await createSession(t.app.deps.db, customerId, NOW);
    const query = { salonId: '1', customerPhone: PHONE, choosenServiceIds: '3011,1014' };
    // The phone number alone does not tell which services it had (decision 0102).
    const anonymous = await get(LIST, query);
    expect(allServices(anonymous.body.data as ServiceListData).some((s) => s.used)).toBe(false);
    const { body } = await get(LIST, query, token);
    const services = allServices(body.data as ServiceListData);
    const pick = (id: number) => services.find((s) => s.serviceId === id);
    expect(pick(3011)?.selected).toBe(1);
    expect(pick(1014)?.selected).toBe(1);
    expect(pick(1011)?.selected).toBe(0);
    expect(pick(1012)?.used).toBe(true);
    expect(pick(4011)?.used).toBe(true);
    expect(pick(1011)?.used).toBe(false);
    const other = await get(LIST, { salonId: '1', customerPhone: '0987654321' }, token);
    expect(allServices(other.body.data as ServiceListData).some((s) => s.used)).toBe(false);
  });

  it('answers 4xx with a Vietnamese message for bad input', async () => {
    const cases: Array<[Record<string, string>, number, string]> = [
      [{ salonId: '99999' }, 404, message('salonNotFound')],
      [{ salonId: '0' }, 400, message('chooseSalonFirst')],
      [{ salonId: 'abc' }, 400, message('invalidId')],
      [{ salonId: '-3' }, 400, message('invalidId')],
      [{}, 400, message('invalidId')],
      [{ salonId: '1', choosenServiceIds: '1011,abc' }, 400, message('invalidId')],
      [{ salonId: '1', choosenServiceIds: '1011,-2' }, 400, message('invalidId')],
      [{ salonId: '1', customerPhone: '12345' }, 400, message('phoneInvalid')],
      [{ salonId: '1', lang: 'fr' }, 400, message('invalidRequest')],
    ];
    for (const [query, status, text] of cases) {
      const res = await get(LIST, query);
      expect({ query, status: res.status, message: res.body.message }).toEqual({
        query,
        status,
        message: text,
      });
    }
  });
});

describe('GET detail-v2', () => {
  it('answers a group with its content, banners, versions and add-ons', async () => {
    const { status, body } = await get(DETAIL, { salonId: '1', groupId: '101', memberType: '3', lang: 'vi' });
    expect(status).toBe(200);
    const data = body.data as ServiceDetailData;
    expect(data.title).toBe('Gội đầu dưỡng sinh thảo dược');
    expect(data.titleContent).toMatch(/^Quy trình gội đầu dưỡng sinh 12 bước/);
    expect(data.tags).toEqual(['Bán chạy', 'Thảo dược']);
    expect(data.banners.map((b) => b.type)).toEqual(['image', 'video']);
    expect(data.services.map((s) => [s.serviceId, s.versionName])).toEqual([
      [1011, 'Cơ bản'],
      [1012, 'Cao cấp'],
      [1013, 'VIP'],
    ]);
    expect(data.services[1]).toMatchObject({ price: '169K', oldPrice: '199K', oldPriceNum: 199000 });
    expect(data.upsaleServices.map((u) => u.serviceId)).toEqual([4011, 4041, 4051, 4021]);
  });

  it('answers 4xx with a message for an unknown salon, bad or unknown group, bad member type', async () => {
    const cases: Array<[Record<string, string>, number, string]> = [
      [{ salonId: '99999', groupId: '101' }, 404, message('salonNotFound')],
      [{ salonId: '1', groupId: '9999' }, 404, message('notFound')],
      [{ salonId: '1', groupId: 'x' }, 400, message('invalidId')],
      [{ salonId: '1' }, 400, message('invalidId')],
      [{ salonId: '0', groupId: '101' }, 400, message('chooseSalonFirst')],
      [{ salonId: '1', groupId: '101', memberType: '9' }, 400, message('invalidRequest')],
    ];
    for (const [query, status, text] of cases) {
      const res = await get(DETAIL, query);
      expect({ query, status: res.status, message: res.body.message }).toEqual({
        query,
        status,
        message: text,
      });
    }
  });

  it('answers 404 for a group the salon does not sell at all', async () => {
    const res = await get(DETAIL, { salonId: '45', groupId: '103' });
    expect(res.status).toBe(404);
    expect(res.body.message).toBe(message('servicesDiscontinued'));
  });
});

describe('GET price (quote)', () => {
  const PRICE = '/api/v1/service-booking/price';
  it("answers the server's price of a selection on a day, with the stylist level", async () => {
    const monday = await get(PRICE, { salonId: '1', serviceIds: '1012,4021,4041', dateBook: '23-11-2026' });
    expect(monday.status).toBe(200);
    expect(monday.body.data).toMatchObject({
      total: 169000 + 99000 + 79000,
      totalTime: 60 + 20 + 20,
      needsSkinner: true,
    });
    const saturday = await get(PRICE, {
      salonId: '1',
      serviceIds: '3011',
      dateBook: '2026-11-28',
      stylistSkillLevel: '3',
    });
    expect(saturday.body.data).toMatchObject({ total: 129000, isMaster: true });
  });

  it('refuses unsold services, broken selections and bad input with a message', async () => {
    const cases: Array<[Record<string, string>, number, string]> = [
      [{ salonId: '44', serviceIds: '2033', dateBook: '23-11-2026' }, 400, message('servicesDiscontinued')],
      [
        { salonId: '1', serviceIds: '1011,1012', dateBook: '23-11-2026' },
        400,
        message('serviceSelectionInvalid'),
      ],
      [{ salonId: '1', serviceIds: '0', dateBook: '23-11-2026' }, 400, message('chooseServicesFirst')],
      [{ salonId: '1', serviceIds: '1011', dateBook: '31-02-2026' }, 400, message('invalidDate')],
      [{ salonId: '99999', serviceIds: '1011', dateBook: '23-11-2026' }, 404, message('salonNotFound')],
    ];
    for (const [query, status, text] of cases) {
      const res = await get(PRICE, query);
      expect({ query, status: res.status, message: res.body.message }).toEqual({
        query,
        status,
        message: text,
      });
    }
  });
});
