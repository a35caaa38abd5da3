import { sql, type Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { AppDeps } from '../../http/app-instance.ts';
import { postJson } from '../../providers/otp/otp-provider.ts';
import { hasPushSubscription, pushToBooking } from './push.ts';
import { type ReminderChannel, reminderChannels } from './settings.ts';

// Hands one reminder to a channel: a push to the browsers the customer subscribed from the success
// page when there are any (push.ts), then the same gateways as the OTP codes: Zalo ZNS (a reminder
// template) first, the SMS gateway as fallback; in development the outbox (reminder_delivery, read
// at GET /api/dev/reminders) stands in. The delivery row, unique per job, is written in the job's
// transaction: it commits with the done mark, so a job that is run again never logs a second send.

export interface ReminderMessage {
  jobId: number;
  bookingId: number;
  phone: string;
  text: string;
  fields: { salon: string; time: string; date: string; address: string; link: string };
}

async function sendBy(
  trx: Transaction<Database>,
  deps: AppDeps,
  channel: ReminderChannel,
  m: ReminderMessage,
): Promise<void> {
  const { config } = deps;
  if (channel === 'push') {
    const message = {
      topic: `reminder-${m.jobId}`,
      title: config.brandName,
      body: m.text,
      link: m.fields.link,
    };
    // Every subscription gone (404/410, now deleted) or failing: the next channel takes it.
    if ((await pushToBooking(trx, deps, m.bookingId, message)) === 0)
      throw new Error('no push service accepted');
    return;
  }
  if (config.otpProvider === 'outbox') return;
  if (channel === 'zalo' && config.zaloZns && config.zaloReminderTemplateId) {
    const { status, data } = await postJson(
      config.zaloZns.url,
      {
        phone: m.phone.replace(/^\+/, ''),
        template_id: config.zaloReminderTemplateId,
        template_data: m.fields,
        // Zalo drops a second request with the same tracking id: a retried job is not sent twice.
        tracking_id: `reminder-${m.jobId}`,
      },
      { access_token: config.zaloZns.accessToken },
    );
    const error = (data as { error?: unknown } | null)?.error;
    if (status !== 200 || error !== 0) throw new Error(`Zalo ZNS answered ${status} error ${String(error)}`);
    return;
  }
  if (channel === 'sms' && config.smsGateway) {
    const headers: Record<string, string> = config.smsGateway.token
      ? { authorization: `Bearer ${config.smsGateway.token}` }
      : {};
    const { status } = await postJson(
      config.smsGateway.url,
      { to: m.phone, text: m.text, kind: 'reminder', id: `reminder-${m.jobId}` },
      headers,
    );
    if (status < 200 || status > 299) throw new Error(`SMS gateway answered ${status}`);
    return;
  }
  throw new Error(`no gateway for ${channel}`);
}

/** Sends by the first channel that accepts; throws (the job retries) when none does. */
export async function deliverReminder(
  trx: Transaction<Database>,
  deps: AppDeps,
  m: ReminderMessage,
  now: Date,
): Promise<ReminderChannel> {
  const pushable = await hasPushSubscription(trx, m.bookingId);
  const channels: ReminderChannel[] = [
    ...(pushable ? ['push' as const] : []),
    ...reminderChannels(deps.config),
  ];
  const errors: string[] = [];
  for (const channel of channels) {
    try {
      await sendBy(trx, deps, channel, m);
    } catch (err) {
      errors.push(`${channel}: ${err instanceof Error ? err.message : String(err)}`);
      continue;
    }
    await sql`insert into reminder_delivery (job_id, booking_id, phone, channel, text, sent_at)
      values (${m.jobId}, ${m.bookingId}, ${m.phone}, ${channel}, ${m.text}, ${now})`.execute(trx);
    return channel;
  }
  throw new Error(errors.length ? errors.join('; ') : 'no reminder channel configured');
}

export async function listReminderOutbox(db: AppDeps['db'], phone: string | null, limit = 50) {
  let q = db.selectFrom('reminder_delivery').selectAll().orderBy('id', 'desc').limit(limit);
  if (phone) q = q.where('phone', '=', phone);
  const rows = await q.execute();
  return rows.map((r) => ({
    jobId: Number(r.job_id),
    bookingId: r.booking_id,
    phone: r.phone,
    channel: r.channel,
    text: r.text,
    sentAt: new Date(r.sent_at).toISOString(),
  }));
}
