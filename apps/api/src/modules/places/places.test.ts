import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createSession } from '../../http/sessions.ts';

// Address search on the 2025 map and saved places (issue 19): the owner's places only, 401 without a
// token, 403 with another customer's, limits with Vietnamese messages, and salons near a place.
const OWNER = '+84988111222';
const STRANGER = '+84912345678';

describe('places', () => {
  let t: TestApp;
  let owner: Record<string, string>;
  let stranger: Record<string, string>;
  beforeAll(async () => {
    t = await createTestApp({ now: new Date('2026-11-23T03:00:00Z') });
    owner = await loginAs(OWNER);
    stranger = await loginAs(STRANGER);
  });
  afterAll(async () => t?.close());

  async function loginAs(phone: string) {
    const { id } = await t.handle.db
      .selectFrom('customer')
      .select('id')
      .where('phone', '=', phone)
      .executeTakeFirstOrThrow();
    return { authorization: `Bearer ${await createSession(t.handle.db, id, t.clock.now)}` };
  }
  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, headers = {}, payload?: object) =>
    t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
  const countOf = async (phone: string) =>
    (
      await t.handle.db
        .selectFrom('customer_saved_address')
        .select('attr_id')
        .where('customer_phone', '=', phone)
        .execute()
    ).length;
  const placeIdOf = async (input: string) =>
    (await call('GET', `/api/appcustomer/location/autocomplete?input=${encodeURIComponent(input)}`)).json()
      .data[0].placeId as string;

  describe('address search', () => {
    it('finds an old ward under its new commune, the old name beside, for anyone', async () => {
      const res = await call(
        'GET',
        `/api/appcustomer/location/autocomplete?input=${encodeURIComponent('p12 gò vấp')}`,
      );
      expect(res.statusCode).toBe(200);
      expect(res.json().data[0]).toMatchObject({
        mainText: 'Phường An Hội Tây',
        secondaryText: 'Thành phố Hồ Chí Minh',
        oldName: 'Phường 12, Quận Gò Vấp, Thành phố Hồ Chí Minh',
      });
      expect((await call('GET', '/api/appcustomer/location/autocomplete?input=')).json()).toEqual({
        data: [],
      });
    });

    it('gives the address and coordinates of a place id; 404 in Vietnamese for an unknown one', async () => {
      const id = await placeIdOf('Hoàn Kiếm, Hà Nội');
      const res = await call('GET', `/api/appcustomer/location/address-by-placeid?placeid=${id}`);
      expect(res.json().data).toMatchObject({
        placeId: 'W00070',
        address: 'Phường Hoàn Kiếm, Thành phố Hà Nội',
      });
      expect(res.json().data.latitude).toBeCloseTo(21.02, 1);
      const unknown = await call('GET', '/api/appcustomer/location/address-by-placeid?placeid=W99999');
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json().message).toBe(
        'Không tìm thấy địa chỉ này, bạn chọn lại trong danh sách gợi ý nhé!',
      );
    });

    it('refuses bad bytes with a Vietnamese 400', async () => {
      const res = await call('GET', '/api/appcustomer/location/autocomplete?input=a%00b');
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(/không hợp lệ/);
    });
  });

  describe('saved places', () => {
    it('answers 401 without a token on every saved-place call', async () => {
      const body = { name: 'Nhà', placeId: 'W00070' };
      for (const [method, url] of [
        ['GET', '/api/appcustomer/location'],
        ['POST', '/api/appcustomer/location'],
        ['GET', '/api/appcustomer/location/1'],
        ['PUT', '/api/appcustomer/location/1'],
        ['DELETE', '/api/appcustomer/location/1'],
      ] as const) {
        const res = await call(method, url, {}, method === 'POST' || method === 'PUT' ? body : undefined);
        expect(res.statusCode, `${method} ${url}`).toBe(401);
        expect(res.json().message).toBe('Bạn vui lòng đăng nhập để tiếp tục.');
      }
    });

    it('adds, lists, renames, moves and removes a place of the owner; 403 for another customer', async () => {
      const placeId = await placeIdOf('Phường 12, Gò Vấp');
      const added = await call('POST', '/api/appcustomer/location', owner, {
        name: '  Nhà   mẹ ',
        placeId,
        detail: '12 Quang Trung',
      });
      expect(added.statusCode).toBe(200);
      const place = added.json().data;
      expect(place).toMatchObject({
        attrName: 'Nhà mẹ',
        detail: '12 Quang Trung',
        address: 'Phường An Hội Tây, Thành phố Hồ Chí Minh',
        oldAddress: 'Phường 12, Quận Gò Vấp, Thành phố Hồ Chí Minh',
        provinceCode: '79',
      });
      expect(place.attrId).toBeGreaterThanOrEqual(1000);
      const url = `/api/appcustomer/location/${place.attrId}`;

      const list = (await call('GET', '/api/appcustomer/location', owner)).json().data;
      expect(list.map((p: { attrName: string }) => p.attrName)).toEqual(['Nhà riêng', 'Công ty', 'Nhà mẹ']);
      // The booking page's list of the phone has it too ('Salon gần Nhà mẹ').
      const attrs = (await call('GET', '/api/booking-info/attribute?phoneNumber=0988111222', owner)).json()
        .data;
      expect(attrs).toContainEqual({ attrId: place.attrId, attrName: 'Nhà mẹ' });

      // Another customer: 403 on the item calls, nothing changed, and their own list does not show it.
      for (const method of ['GET', 'PUT', 'DELETE'] as const) {
        const res = await call(method, url, stranger, method === 'PUT' ? { name: 'Của tôi' } : undefined);
        expect(res.statusCode, method).toBe(403);
        expect(res.json().message).toBe('Bạn chỉ xem và sửa được địa điểm của chính mình.');
      }
      expect((await call('GET', '/api/appcustomer/location', stranger)).json().data).toEqual([]);
      expect((await call('GET', url, owner)).json().data.attrName).toBe('Nhà mẹ');

      const renamed = await call('PUT', url, owner, { name: 'Nhà bà' });
      expect(renamed.json().data).toMatchObject({ attrName: 'Nhà bà', detail: '12 Quang Trung' });
      const moved = await call('PUT', url, owner, { placeId: 'W00070', detail: '' });
      expect(moved.json().data).toMatchObject({ placeId: 'W00070', oldAddress: null, detail: '' });
      expect(moved.json().data.latitude).toBeCloseTo(21.02, 1);

      const removed = await call('DELETE', url, owner);
      expect(removed.json()).toEqual({ data: { attrId: place.attrId } });
      expect((await call('GET', url, owner)).statusCode).toBe(404);
      expect(await countOf(OWNER)).toBe(2);
    });

    it('refuses a bad name, street, place id or bytes with Vietnamese messages, storing nothing', async () => {
      const cases: Array<[object, string]> = [
        [{ name: '   ', placeId: 'W00070' }, 'Bạn đặt tên cho địa điểm giúp chúng mình nhé!'],
        [{ name: 'x'.repeat(31), placeId: 'W00070' }, 'Tên địa điểm tối đa 30 ký tự.'],
        [{ name: 'Nhà', placeId: 'W00070', detail: 'y'.repeat(121) }, 'Số nhà, tên đường tối đa 120 ký tự.'],
        [
          { name: 'Nhà', placeId: 'W99999' },
          'Không tìm thấy địa chỉ này, bạn chọn lại trong danh sách gợi ý nhé!',
        ],
        [
          { name: 'Nh\u0000à', placeId: 'W00070' },
          'Nội dung gửi lên có ký tự không hợp lệ, bạn kiểm tra lại giúp chúng mình nhé!',
        ],
      ];
      for (const [body, text] of cases) {
        const res = await call('POST', '/api/appcustomer/location', stranger, body);
        expect(res.statusCode, JSON.stringify(body)).toBe(400);
        expect(res.json().message).toBe(text);
      }
      expect(await countOf(STRANGER)).toBe(0);
    });

    it('keeps at most 10 places per customer', async () => {
      for (let i = 1; i <= 10; i++) {
        const res = await call('POST', '/api/appcustomer/location', stranger, {
          name: `Chỗ ${i}`,
          placeId: 'W26743',
        });
        expect(res.statusCode).toBe(200);
      }
      const full = await call('POST', '/api/appcustomer/location', stranger, {
        name: 'Chỗ 11',
        placeId: 'W26743',
      });
      expect(full.statusCode).toBe(409);
      expect(full.json().message).toBe('Bạn đã lưu tối đa 10 địa điểm, hãy xoá bớt trước khi thêm mới nhé!');
      expect(await countOf(STRANGER)).toBe(10);
      await t.handle.db.deleteFrom('customer_saved_address').where('customer_phone', '=', STRANGER).execute();
    });
  });

  describe('salons near a place', () => {
    it('gives the 5 nearest salons of a saved place to its owner, nearest first', async () => {
      const { attrId } = (
        await call('POST', '/api/appcustomer/location', owner, { name: 'Hồ Gươm', placeId: 'W00070' })
      ).json().data;
      const res = await call(
        'GET',
        `/api/booking-info/salon-near-location?phoneNumber=0988111222&attrId=${attrId}`,
        owner,
      );
      const { data } = res.json();
      expect(data).toHaveLength(5);
      const distances = data.map((d: { distance: number }) => d.distance);
      expect([...distances].sort((a, b) => a - b)).toEqual(distances);
      expect(distances[0]).toBeLessThan(3);
      // Someone else asking with the owner's phone gets nothing.
      expect(
        (
          await call(
            'GET',
            `/api/booking-info/salon-near-location?phoneNumber=0988111222&attrId=${attrId}`,
            stranger,
          )
        ).json(),
      ).toEqual({ data: [] });
      await call('DELETE', `/api/appcustomer/location/${attrId}`, owner);
    });

    it('takes a place id of the search or coordinates instead, for anyone', async () => {
      const byPlace = (
        await call('GET', '/api/booking-info/salon-near-location?placeid=W00070&numOfSalon=3')
      ).json();
      expect(byPlace.data).toHaveLength(3);
      const byCoords = (
        await call(
          'GET',
          '/api/booking-info/salon-near-location?latitude=21.0249&longitude=105.8515&numOfSalon=3',
        )
      ).json();
      expect(byCoords.data.map((d: { salonId: number }) => d.salonId)).toEqual(
        byPlace.data.map((d: { salonId: number }) => d.salonId),
      );
      const none = await call('GET', '/api/booking-info/salon-near-location');
      expect(none.statusCode).toBe(400);
      expect(none.json().message).toBe('Bạn chọn một địa điểm đã lưu hoặc một địa chỉ giúp chúng mình nhé!');
      expect((await call('GET', '/api/booking-info/salon-near-location?placeid=W99999')).statusCode).toBe(
        404,
      );
      expect(
        (await call('GET', '/api/booking-info/salon-near-location?latitude=200&longitude=1')).statusCode,
      ).toBe(400);
    });
  });
});
