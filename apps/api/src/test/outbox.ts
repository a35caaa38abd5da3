import type { AppInstance } from '../http/app-instance.ts';

/**
 * The OTP codes the development outbox holds for a phone, newest first, read as a developer does:
 * GET /api/dev/outbox from this machine (inject's default address is 127.0.0.1).
 */
export async function outboxCodes(app: AppInstance, phone: string): Promise<string[]> {
  const res = await app.inject({
    method: 'GET',
    url: '/api/dev/outbox',
    query: { phone },
    remoteAddress: '127.0.0.1',
  });
  if (res.statusCode !== 200) throw new Error(`the outbox answered ${res.statusCode}: ${res.body}`);
  return (res.json() as { data: { code: string }[] }).data.map((d) => d.code);
}

/** The code the phone received last; throws when it received none. */
export async function latestCode(app: AppInstance, phone: string): Promise<string> {
  const [latest] = await outboxCodes(app, phone);
  if (!latest) throw new Error(`no OTP in the outbox for ${phone}`);
  return latest;
}
