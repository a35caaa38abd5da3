import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { NOW, TOMORROW_DD } from '../test-helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ now: NOW });
});
afterAll(async () => {
  await t?.close();
});

async function hoursAnswer(salonId: number) {
  const res = await t.app.inject({
    method: 'GET',
    url: '/api/v1/booking/book-hours-group',
    query: { salonId: String(salonId), bookDate: TOMORROW_DD, stylistId: '0', listServiceId: '' },
  });
  expect(res.statusCode).toBe(200);
  return res.json().data;
}

describe("the hours answer carries the salon's slot length", () => {
  it('30 minutes at salon 43, 20 at salon 1, and the slots follow it', async () => {
    const nhaTrang = await hoursAnswer(43);
    expect(nhaTrang.slotMinutes).toBe(30);
    const frames = nhaTrang.hourGroup.flatMap((g: { hours: { hourFrame: string }[] }) =>
      g.hours.map((h) => h.hourFrame),
    );
    expect(frames.slice(0, 2)).toEqual(['08:30', '09:00']);
    expect((await hoursAnswer(1)).slotMinutes).toBe(20);
  });
});
