import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

// An English page gets the step-2 guide in English (it used to get it in Vietnamese).
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const guideOf = async (lang: string) => {
  const res = await t.app.inject({
    method: 'GET',
    url: '/api/v1/service-booking/service-booking-v2',
    query: { salonId: '1', lang, choosenServiceIds: '0' },
  });
  expect(res.statusCode, res.body).toBe(200);
  const guides = res.json().data.guideScreens as { step: number; guide: string }[];
  return guides.find((g) => g.step === 2)?.guide;
};

describe('step guides by language', () => {
  it('answers lang=en with the English guide and lang=vi with the Vietnamese one', async () => {
    expect(await guideOf('en')).toBe(
      'Choose one version of each service; you can add extra services on the detail page.',
    );
    expect(await guideOf('vi')).toBe(
      'Mỗi dịch vụ chọn một phiên bản; bạn có thể thêm dịch vụ dùng kèm trong trang chi tiết.',
    );
  });
});
