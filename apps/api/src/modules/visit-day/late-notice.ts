import { formatDate, hourText, LATE_NOTICE_MINUTES, messageWith } from '@salon/domain';
import type { AppDeps } from '../../http/app-instance.ts';
import { bookingPageLink } from '../booking/index.ts';
import { type JobContext, registerJobHandler, scheduleJob } from '../jobs/index.ts';
import { deliverReminder } from '../reminders/index.ts';
import { estimatedGuests } from './queue-service.ts';
import { visitBooking } from './repo.ts';

// A guest whose expected start is 15 minutes late is told once to come later (decision 0141). Once
// across processes: the booking's row in booking_late_notice is inserted by one of them only, in the
// transaction that schedules the send; the send is a job of the jobs table, delivered once through
// the reminders' channels (Zalo ZNS, SMS; the outbox in development).

export const LATE_NOTICE_KIND = 'visit-day.late-notice';
const DAY_MS = 24 * 3_600_000;

/** After a report of the stylist's day: a notice for each booking that just became 15 minutes late. */
export async function noticeLateGuests(deps: AppDeps, stylistId: number, dateIso: string): Promise<void> {
  const now = deps.now();
  await deps.db.transaction().execute(async (trx) => {
    const guests = await estimatedGuests(trx, [stylistId], dateIso, now);
    const late = guests.filter(
      (g) => g.estimate.state === 'waiting' && g.estimate.delayMinutes >= LATE_NOTICE_MINUTES,
    );
    for (const { guest, estimate } of late) {
      const noticed = await trx
        .insertInto('booking_late_notice')
        .values({ booking_id: guest.bookingId, delay_minutes: estimate.delayMinutes, noticed_at: now })
        .onConflict((oc) => oc.column('booking_id').doNothing())
        .returning('booking_id')
        .executeTakeFirst();
      if (!noticed) continue;
      await scheduleJob(trx, {
        kind: LATE_NOTICE_KIND,
        runAt: now,
        key: `visit-day-late:${guest.bookingId}`,
        payload: {
          bookingId: guest.bookingId,
          delayMinutes: estimate.delayMinutes,
          expected: hourText(estimate.expectedStart),
          time: guest.hourText,
        },
      });
    }
  });
}

async function sendLateNotice({ job, trx, deps, now }: JobContext): Promise<void> {
  const p = job.payload as { bookingId: number; delayMinutes: number; expected: string; time: string };
  const b = await visitBooking(trx, p.bookingId);
  if (b?.status !== 'confirmed') return;
  // The link reads the booking (and its live queue) until the end of the next day.
  const link = bookingPageLink(deps, b.id, now.getTime() + DAY_MS);
  const date = formatDate(b.dateIso);
  const text = messageWith('lateNoticeText', {
    brand: deps.config.brandName,
    delay: p.delayMinutes,
    time: p.time,
    date,
    salon: b.salonName,
    expected: p.expected,
    link,
  });
  await deliverReminder(
    trx,
    deps,
    {
      jobId: job.id,
      bookingId: b.id,
      phone: b.phone,
      text,
      fields: { salon: b.salonName, time: p.expected, date, address: b.salonAddress, link },
    },
    now,
  );
}

export function registerLateNotice(): void {
  registerJobHandler(LATE_NOTICE_KIND, sendLateNotice);
}
