import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createSession } from '../../http/sessions.ts';

// salon-near (visited), saved addresses and salons near them, salon-off, booking-privacy.
// Demo data: seed/salon-extras.ts (phone 0988111222) and seed/closures.ts (salon 8 closed).
const DEMO = '0988111222';

describe('salon choice calls', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ now: new Date('2026-11-23T03:00:00Z') });
  });
  afterAll(async () => t?.close());

  const get = (url: string) => t.app.inject({ method: 'GET', url });
  /** GET as the logged-in owner of a phone (canonical +84 form): personal answers are theirs only (0102). */
  const getAsOwner = async (url: string, phone: string) => {
    const { id } = await t.handle.db
      .selectFrom('customer')
      .select('id')
      .where('phone', '=', phone)
      .executeTakeFirstOrThrow();
    const token = await createSession(t.handle.db, id, t.clock.now);
    return t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
  };

  describe('GET /api/v1/booking/salon-near', () => {
    it('lists the salons the phone visited, most recent first, to its logged-in owner only', async () => {
      const res = await getAsOwner(`/api/v1/booking/salon-near?customerPhone=${DEMO}`, '+84988111222');
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ data: [{ title: 'Salon bạn đã từng đến', data: [11, 1, 8, 17] }] });
      const intl = await getAsOwner(
        '/api/v1/booking/salon-near?customerPhone=%2B84988111222',
        '+84988111222',
      );
      expect(intl.json().data[0].data).toEqual([11, 1, 8, 17]);
      expect((await get(`/api/v1/booking/salon-near?customerPhone=${DEMO}`)).json()).toEqual({ data: [] });
    });

    it('is empty for a phone with no past visit', async () => {
      expect((await get('/api/v1/booking/salon-near?customerPhone=0912345678')).json()).toEqual({ data: [] });
    });

    it('refuses a missing or bad phone with a Vietnamese message', async () => {
      for (const url of ['/api/v1/booking/salon-near', '/api/v1/booking/salon-near?customerPhone=abc']) {
        const res = await get(url);
        expect(res.statusCode).toBe(400);
        expect(res.json().message).toBe('Bạn nhập số điện thoại hợp lệ giúp chúng mình nhé!');
      }
    });
  });

  describe('saved addresses', () => {
    /** A Bearer header for a demo customer logged in by phone (canonical +84 form). */
    const loginAs = async (phone: string) => {
      const { id } = await t.handle.db
        .selectFrom('customer')
        .select('id')
        .where('phone', '=', phone)
        .executeTakeFirstOrThrow();
      return { authorization: `Bearer ${await createSession(t.handle.db, id, t.clock.now)}` };
    };
    const getAs = (url: string, headers: Record<string, string>) =>
      t.app.inject({ method: 'GET', url, headers });

    it('lists a phone’s saved addresses to its logged-in owner only', async () => {
      const owner = await loginAs('+84988111222');
      const res = await getAs(`/api/booking-info/attribute?phoneNumber=${DEMO}`, owner);
      expect(res.json()).toEqual({
        data: [
          { attrId: 1, attrName: 'Nhà riêng' },
          { attrId: 2, attrName: 'Công ty' },
        ],
      });
      // A phone number alone, or another customer's login, shows nothing.
      expect((await get(`/api/booking-info/attribute?phoneNumber=${DEMO}`)).json()).toEqual({ data: [] });
      const stranger = await loginAs('+84912345678');
      expect((await getAs(`/api/booking-info/attribute?phoneNumber=${DEMO}`, stranger)).json()).toEqual({
        data: [],
      });
      expect(
        (await get(`/api/booking-info/salon-near-location?phoneNumber=${DEMO}&attrId=1`)).json(),
      ).toEqual({
        data: [],
      });
    });

    it('gives the owner the 5 nearest salons of an address by distance, never 269', async () => {
      const owner = await loginAs('+84988111222');
      const res = await getAs(
        `/api/booking-info/salon-near-location?phoneNumber=${DEMO}&attrId=1&numOfSalon=5`,
        owner,
      );
      expect(res.statusCode).toBe(200);
      const { data } = res.json();
      expect(data).toHaveLength(5);
      // Hồ Gươm: 18 Hàng Bài (salon 5) is the nearest, then 58 Phố Huế (11).
      expect(data.slice(0, 2).map((d: { salonId: number }) => d.salonId)).toEqual([5, 11]);
      expect(data[0].distance).toBe(0.5);
      const distances = data.map((d: { distance: number }) => d.distance);
      expect([...distances].sort((a, b) => a - b)).toEqual(distances);
      const work = (
        await getAs(`/api/booking-info/salon-near-location?phoneNumber=${DEMO}&attrId=2`, owner)
      ).json();
      expect(work.data).toHaveLength(5);
      expect(work.data.map((d: { salonId: number }) => d.salonId)).not.toContain(269);
    });

    it('answers 404 for an address of another phone, 400 for bad ids', async () => {
      const other = await getAs(
        '/api/booking-info/salon-near-location?phoneNumber=0912345678&attrId=1',
        await loginAs('+84912345678'),
      );
      expect(other.statusCode).toBe(404);
      expect(other.json().message).toBe('Không tìm thấy dữ liệu bạn yêu cầu.');
      for (const q of ['attrId=abc', 'attrId=-1', 'attrId=1&numOfSalon=0', 'attrId=1&numOfSalon=500']) {
        const res = await get(`/api/booking-info/salon-near-location?phoneNumber=${DEMO}&${q}`);
        expect(res.statusCode, q).toBe(400);
        expect(['Mã không hợp lệ.', 'Dữ liệu gửi lên không hợp lệ.'], q).toContain(res.json().message);
      }
    });
  });

  describe('GET /api/v1/booking/salon-off', () => {
    it('gives the closure message and the open backups nearest first', async () => {
      const res = await get('/api/v1/booking/salon-off?salonId=8');
      expect(res.statusCode).toBe(200);
      const { data } = res.json();
      expect(data.message).toBe(
        'Salon tạm đóng cửa để nâng cấp từ ngày 21/11 đến hết ngày 23/12. Mong anh/chị thông cảm và chọn salon gần nhất bên dưới!',
      );
      // From 92 Thái Hà: Kim Mã 2.1 km, Tôn Đức Thắng 1.8 km, Nguyễn Trãi 1.9 km.
      expect(data.salonBackUp.map((b: { salonId: number }) => b.salonId)).toEqual([9, 12, 4]);
      expect(data.salonBackUp[0]).toMatchObject({ distance: 1.8, salon: { id: 9, cityId: 62 } });
    });

    it('gives no message for an open salon', async () => {
      expect((await get('/api/v1/booking/salon-off?salonId=1')).json()).toEqual({
        data: { message: null, salonBackUp: [] },
      });
    });

    it('follows the closure dates, not a flag: open again after the closure ends', async () => {
      t.clock.now = new Date('2026-12-24T03:00:00Z');
      expect((await get('/api/v1/booking/salon-off?salonId=8')).json().data.message).toBeNull();
      t.clock.now = new Date('2026-11-23T03:00:00Z');
    });

    it('leaves out a backup that is itself closed', async () => {
      const { id } = await t.handle.db
        .insertInto('salon_closure')
        .values({ salon_id: 9, message: 'Nghỉ', starts_on: '2026-11-23', ends_on: '2026-11-23' })
        .returning('id')
        .executeTakeFirstOrThrow();
      const { data } = (await get('/api/v1/booking/salon-off?salonId=8')).json();
      expect(data.salonBackUp.map((b: { salonId: number }) => b.salonId)).toEqual([12, 4]);
      await t.handle.db.deleteFrom('salon_closure').where('id', '=', id).execute();
    });

    it('answers 400 for abc, -1, 0 and 1.5, 404 for an unknown salon, never 500', async () => {
      for (const id of ['abc', '-1', '0', '1.5', '']) {
        const res = await get(`/api/v1/booking/salon-off?salonId=${id}`);
        expect(res.statusCode, id).toBe(400);
        expect(res.json().message, id).toBe('Mã không hợp lệ.');
      }
      expect((await get('/api/v1/booking/salon-off')).statusCode).toBe(400);
      const unknown = await get('/api/v1/booking/salon-off?salonId=99999');
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json().message).toBe('Salon không tồn tại hoặc đã ngừng hoạt động.');
    });
  });

  describe('GET /api/v1/booking/booking-privacy', () => {
    const defaults = {
      allowBookStylist: true,
      allowMultiple: false,
      daysBookFuture: 1,
      maxDaysBookFuture: 2,
      specialHours: { today: [], normal: [], weekend: [] },
      // Checked in 'gives the step guides' below.
      guideScreens: expect.any(Array),
    };

    it('gives the step guides of the salon (its own over the chain default), in the asked language', async () => {
      const salon1 = (await get('/api/v1/booking/booking-privacy?salonId=1')).json().data.guideScreens;
      expect(salon1.find((g: { step: number }) => g.step === 1).guide).toBe(
        'Salon flagship có chỗ đỗ ô tô, đối diện Big C Thăng Long.',
      );
      expect(salon1.map((g: { step: number }) => g.step)).toEqual([1, 2, 5]);
      const chain = (await get('/api/v1/booking/booking-privacy?lang=en')).json().data.guideScreens;
      expect(chain[0]).toEqual({
        step: 1,
        guide: 'Choose a salon near you to save travel time.',
        guideList: [],
      });
      expect(chain.find((g: { step: number }) => g.step === 5).guideList.length).toBeGreaterThan(0);
    });

    it('gives the spec defaults, and the customer’s member type to the logged-in customer', async () => {
      const own = await getAsOwner(
        '/api/v1/booking/booking-privacy?phone=0987654321&salonId=1',
        '+84987654321',
      );
      expect(own.json()).toEqual({ data: { memberType: 3, ...defaults } });
      // A phone number alone tells nothing of its tier.
      expect((await get('/api/v1/booking/booking-privacy?phone=0987654321&salonId=1')).json()).toEqual({
        data: { memberType: 0, ...defaults },
      });
      expect((await get('/api/v1/booking/booking-privacy?phone=0977000111&salonId=1')).json()).toEqual({
        data: { memberType: 0, ...defaults },
      });
      expect((await get('/api/v1/booking/booking-privacy')).json().data.memberType).toBe(0);
    });

    it('uses the member type’s rule when the chain stored one', async () => {
      await t.handle.db
        .insertInto('booking_privacy_rule')
        .values({ member_type: 4, allow_multiple: true, days_book_future: 2, max_days_book_future: 3 })
        .execute();
      const { data } = (
        await getAsOwner('/api/v1/booking/booking-privacy?phone=0901234567', '+84901234567')
      ).json();
      expect(data).toMatchObject({
        memberType: 4,
        allowMultiple: true,
        daysBookFuture: 2,
        maxDaysBookFuture: 3,
      });
      await t.handle.db.deleteFrom('booking_privacy_rule').execute();
    });

    it('refuses a bad phone or salon id, and an unknown salon', async () => {
      expect((await get('/api/v1/booking/booking-privacy?phone=123&salonId=1')).statusCode).toBe(400);
      expect((await get('/api/v1/booking/booking-privacy?phone=0987654321&salonId=abc')).statusCode).toBe(
        400,
      );
      expect((await get('/api/v1/booking/booking-privacy?phone=0987654321&salonId=-1')).statusCode).toBe(400);
      expect((await get('/api/v1/booking/booking-privacy?salonId=99999')).statusCode).toBe(404);
    });
  });
});
