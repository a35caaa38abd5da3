import { message, Refusal } from '@salon/domain';
import type { BookingRemindersData } from '@salon/domain/contracts';
import { sql } from 'kysely';
import { inTransaction } from '../../db/transaction.ts';
import type { AppDeps } from '../../http/app-instance.ts';
import { checkViewToken, cutoffInfo } from '../booking/index.ts';
import { openJobs } from '../jobs/index.ts';
import { bookingFacts } from './booking-facts.ts';
import { endpointAllowed, hasPushSubscription, type PushSubscriptionKeys, saveSubscription } from './push.ts';
import { reminderChannels, reminderKeyPrefix, SEND_KIND } from './settings.ts';
import { syncBookingReminders, syncNow } from './sync.ts';

// A booking's reminders for the success page, and the customer's switch. Read and switched like the
// booking detail: with the view token (the create answer's, or the one in a reminder's link) or as
// the logged-in owner; anyone else gets the missing-booking answer.

export interface ReminderAccess {
  bookingId: number;
  viewToken: string | null;
  loggedInPhone: string | null;
}

async function allowedFacts(deps: AppDeps, a: ReminderAccess) {
  const b = await bookingFacts(deps.db, a.bookingId);
  const allowed =
    b !== undefined &&
    ((a.viewToken !== null && checkViewToken(deps, b.id, a.viewToken)) ||
      (a.loggedInPhone !== null && a.loggedInPhone === b.phone));
  if (!b || !allowed) throw new Refusal('bookingNotFound');
  return b;
}

export async function bookingReminders(deps: AppDeps, a: ReminderAccess): Promise<BookingRemindersData> {
  const now = deps.now();
  await allowedFacts(deps, a);
  // A change or confirm just made has queued a sync: apply it so the list is the booking's as it is.
  await syncNow(deps, a.bookingId, now);
  const b = (await bookingFacts(deps.db, a.bookingId))!;
  const pushable = await hasPushSubscription(deps.db, b.id);
  const channel = pushable ? 'push' : (reminderChannels(deps.config)[0] ?? 'sms');
  const jobs = (await openJobs(deps.db, reminderKeyPrefix(b.id))).filter((j) => j.kind === SEND_KIND);
  const sent = await deps.db
    .selectFrom('reminder_delivery')
    .select(['sent_at', 'channel'])
    .where('booking_id', '=', b.id)
    .orderBy('id')
    .execute();
  const cutoff = cutoffInfo(deps, { dateIso: b.dateIso, minuteOfDay: b.minuteOfDay ?? 0 }, now);
  return {
    bookingId: b.id,
    enabled: b.remindersEnabled,
    reminders: jobs.map((j) => {
      const p = j.payload as { leadMinutes?: number; moved?: boolean };
      // A reminder waiting for a retry goes out at its next attempt.
      const at = j.attempts > 0 ? j.next_attempt_at : j.run_at;
      return {
        sendAt: new Date(at).toISOString(),
        channel,
        leadMinutes: Number(p.leadMinutes ?? 0),
        moved: Boolean(p.moved),
      };
    }),
    sent: sent.map((s) => ({ sentAt: new Date(s.sent_at).toISOString(), channel: s.channel })),
    cutoffMinutes: cutoff.cutoffMinutes,
    changeUntil: cutoff.changeUntil,
    changeUntilTime: cutoff.changeUntilText.time,
    changeUntilDate: cutoff.changeUntilText.date,
    canChange: cutoff.canChange,
  };
}

/** Turns the booking's reminders on or off; off removes the scheduled ones at once. */
export async function switchReminders(deps: AppDeps, a: ReminderAccess, enabled: boolean) {
  const now = deps.now();
  await allowedFacts(deps, a);
  await inTransaction(deps.db, async (trx) => {
    await sql`insert into booking_reminder_setting (booking_id, enabled, updated_at)
      values (${a.bookingId}, ${enabled}, ${now})
      on conflict (booking_id) do update set enabled = excluded.enabled, updated_at = excluded.updated_at`.execute(
      trx,
    );
    await syncBookingReminders(trx, deps, a.bookingId, now);
  });
  return {
    message: message(enabled ? 'remindersTurnedOn' : 'remindersTurnedOff'),
    data: await bookingReminders(deps, a),
  };
}

/** Keeps this browser's push subscription for the booking's reminders (the success page's opt-in). */
export async function subscribePush(deps: AppDeps, a: ReminderAccess, subscription: PushSubscriptionKeys) {
  await allowedFacts(deps, a);
  if (!endpointAllowed(subscription.endpoint, deps.config)) throw new Refusal('pushEndpointRefused');
  await saveSubscription(deps.db, a.bookingId, subscription, deps.now());
  return { message: message('pushSubscribed'), data: await bookingReminders(deps, a) };
}
