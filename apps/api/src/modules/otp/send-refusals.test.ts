import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

// 000 §7: POST otp/send answers { success, message, allowResendAfterSeconds, verificationMethod }, and
// every refusal says `success: false` in that shape, whichever rule refused it: bad input (the phone,
// the method, the JSON), the resend wait, the hourly limits and budgets, a captcha to solve first.

let t: TestApp;
let seq = 0;
const nextIp = () => `198.19.${Math.floor(++seq / 250)}.${seq % 250}`;

beforeAll(async () => {
  t = await createTestApp({
    now: new Date('2026-11-23T03:00:00Z'),
    env: { OTP_SENDS_PER_PREFIX_PER_HOUR: '4' },
  });
});
afterAll(() => t?.close());

const send = async (payload: string | object, ip = nextIp()) => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/otp/send',
    headers: { 'content-type': 'application/json' },
    payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
    remoteAddress: ip,
  });
  return { status: res.statusCode, body: res.json() };
};

/** The spec's answer, refused: success false and a Vietnamese message, with the countdown and the method. */
function expectRefused(body: Record<string, unknown>) {
  expect(body).toMatchObject({
    success: false,
    message: expect.stringMatching(/\S/),
    allowResendAfterSeconds: expect.any(Number),
    verificationMethod: expect.stringMatching(/^(zalo|sms|voice)$/),
  });
}

describe('POST /otp/send refusals answer success: false', () => {
  it.each([
    ['a phone that is too short', { phone: '0912', method: 'zalo' }],
    ['a phone with letters', { phone: '09123abcde', method: 'sms' }],
    ['no phone', { method: 'zalo' }],
    ['a method the spec does not have', { phone: '0912340001', method: 'fax' }],
    ['a phone that is a number', { phone: 912340001 }],
  ])('bad input, %s: 400', async (_, body) => {
    const { status, body: answer } = await send(body);
    expect(status).toBe(400);
    expectRefused(answer);
  });

  it('bad input, JSON that does not parse: 400, the method asked for unknown', async () => {
    const { status, body } = await send('{"phone": "0912340002",');
    expect(status).toBe(400);
    expectRefused(body);
  });

  it('the method asked for is the one the refusal names', async () => {
    const { body } = await send({ phone: '0912', method: 'sms' });
    expect(body.verificationMethod).toBe('sms');
  });

  it('a second code within the wait: 429 with the seconds left', async () => {
    const ip = nextIp();
    expect((await send({ phone: '0912340003', method: 'zalo' }, ip)).body.success).toBe(true);
    const again = await send({ phone: '0912340003', method: 'sms' }, ip);
    expect(again.status).toBe(429);
    expectRefused(again.body);
    expect(again.body.allowResendAfterSeconds).toBeGreaterThan(0);
  });

  it("past the number prefix's hourly budget: 429", async () => {
    for (let i = 0; i < 4; i++) await send({ phone: `098765432${i}`, method: 'zalo' });
    const over = await send({ phone: '0987654329', method: 'zalo' });
    expect(over.status).toBe(429);
    expectRefused(over.body);
  });

  it('from a busy address, a captcha first: 400 with enableCaptcha', async () => {
    const busy = '203.0.113.77';
    // Numbers of many prefixes, so the prefixes' budgets (4 an hour here) do not refuse first.
    const prefixes = ['090', '091', '092', '093', '094', '096', '097', '032', '033', '034'];
    const phone = (i: number) => `${prefixes[i % prefixes.length]}30000${String(i).padStart(2, '0')}`;
    let last = await send({ phone: phone(0), method: 'zalo' }, busy);
    for (let i = 1; i <= 25 && !last.body.enableCaptcha; i++) {
      last = await send({ phone: phone(i), method: 'zalo' }, busy);
    }
    expect(last.status).toBe(400);
    expect(last.body.enableCaptcha).toBe(true);
    expectRefused(last.body);
  });
});
