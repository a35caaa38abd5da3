import type { Db } from '../../db/connect.ts';
import type { OtpProvider } from './otp-provider.ts';
import { otpText } from './otp-provider.ts';

/** Development delivery: the message is stored and shown by GET /api/dev/outbox. */
export function createOutboxProvider(db: Db, brandName: string, now: () => Date): OtpProvider {
  return {
    methods: ['zalo', 'sms', 'voice'],
    async send(phone, code, method) {
      await db
        .insertInto('otp_outbox')
        .values({ phone, code, method, text: otpText(brandName, code), created_at: now() })
        .execute();
    },
  };
}

export interface OutboxMessage {
  phone: string;
  code: string;
  method: string;
  text: string;
  createdAt: string;
}

export async function listOutbox(db: Db, phone: string | null, limit = 50): Promise<OutboxMessage[]> {
  let q = db.selectFrom('otp_outbox').selectAll().orderBy('id', 'desc').limit(limit);
  if (phone) q = q.where('phone', '=', phone);
  const rows = await q.execute();
  return rows.map((r) => ({
    phone: r.phone,
    code: r.code,
    method: r.method,
    text: r.text,
    createdAt: new Date(r.created_at).toISOString(),
  }));
}
