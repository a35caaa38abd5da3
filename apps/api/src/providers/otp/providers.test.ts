import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { createHttpSmsProvider } from './http-sms-provider.ts';
import { otpDeliveryProblem } from './index.ts';
import { createZaloZnsProvider } from './zalo-zns-provider.ts';

// A local fake gateway: records each request and answers what the test sets.
interface Seen {
  url: string;
  headers: IncomingMessage['headers'];
  body: Record<string, unknown>;
}
let server: Server;
let base = '';
let seen: Seen[] = [];
let answer = { status: 200, body: '{}' };

beforeAll(async () => {
  server = createServer((req, res) => {
    let raw = '';
    req.on('data', (c) => {
      raw += c;
    });
    req.on('end', () => {
      seen.push({ url: req.url ?? '', headers: req.headers, body: JSON.parse(raw || '{}') });
      res.writeHead(answer.status, { 'content-type': 'application/json' }).end(answer.body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  seen = [];
  answer = { status: 200, body: '{}' };
});

describe('HTTP SMS gateway', () => {
  const sms = () => createHttpSmsProvider({ url: `${base}/sms`, token: 'sms-token' }, 'MOYO');

  it('posts the phone, text and code with the bearer token', async () => {
    await sms().send('+84912345678', '123456', 'sms');
    expect(seen).toHaveLength(1);
    expect(seen[0]!.url).toBe('/sms');
    expect(seen[0]!.headers.authorization).toBe('Bearer sms-token');
    expect(seen[0]!.body).toMatchObject({ to: '+84912345678', code: '123456', method: 'sms' });
    expect(String(seen[0]!.body.text)).toContain('123456 là mã xác nhận MOYO');
  });

  it('fails when the gateway refuses', async () => {
    answer = { status: 502, body: '{"error":"down"}' };
    await expect(sms().send('+84912345678', '123456', 'sms')).rejects.toThrow('502');
  });
});

describe('Zalo ZNS', () => {
  const zns = () =>
    createZaloZnsProvider({ url: `${base}/zns`, accessToken: 'zalo-token', templateId: 'T1' });

  it('fills the template with the code, phone as 84…', async () => {
    answer = { status: 200, body: '{"error":0,"message":"Success"}' };
    await zns().send('+84912345678', '654321', 'zalo');
    expect(seen[0]!.headers.access_token).toBe('zalo-token');
    expect(seen[0]!.body).toMatchObject({
      phone: '84912345678',
      template_id: 'T1',
      template_data: { otp: '654321' },
    });
  });

  it('fails on a Zalo error code even with HTTP 200', async () => {
    answer = { status: 200, body: '{"error":-124,"message":"Access token invalid"}' };
    await expect(zns().send('+84912345678', '654321', 'zalo')).rejects.toThrow('-124');
  });
});

describe('otpDeliveryProblem', () => {
  it('refuses the outbox in production; the demo start (DEMO=1) keeps it', () => {
    expect(otpDeliveryProblem(loadConfig({ NODE_ENV: 'production' }))).toContain('refused in production');
    expect(otpDeliveryProblem(loadConfig({ NODE_ENV: 'production', DEMO: '1' }))).toBeNull();
    expect(otpDeliveryProblem(loadConfig({ NODE_ENV: 'development' }))).toBeNull();
  });

  it('names the missing settings of a real provider', () => {
    expect(otpDeliveryProblem(loadConfig({ NODE_ENV: 'production', OTP_PROVIDER: 'http-sms' }))).toContain(
      'SMS_GATEWAY_URL',
    );
    expect(otpDeliveryProblem(loadConfig({ NODE_ENV: 'production', OTP_PROVIDER: 'zalo-zns' }))).toContain(
      'ZALO_ZNS_ACCESS_TOKEN',
    );
    const ok = loadConfig({
      NODE_ENV: 'production',
      OTP_PROVIDER: 'http-sms',
      SMS_GATEWAY_URL: 'http://x.test/sms',
    });
    expect(otpDeliveryProblem(ok)).toBeNull();
  });
});
