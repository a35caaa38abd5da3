import { formatDate, hasStarted, messageWith } from '@salon/domain';
import { bookingPageLink, cutoffInfo } from '../booking/index.ts';
import type { JobContext } from '../jobs/index.ts';
import { bookingFacts } from './booking-facts.ts';
import { deliverReminder } from './deliver.ts';

// The 'reminders.send' job: checks the booking is still as planned (confirmed, same start, reminders
// on, not started) and sends the reminder; otherwise it ends without sending.

const DAY_MS = 24 * 3_600_000;

export async function sendReminderJob({ job, trx, deps, now }: JobContext): Promise<void> {
  const p = job.payload as { bookingId: number; dateIso: string; minuteOfDay: number };
  const b = await bookingFacts(trx, p.bookingId);
  if (b?.status !== 'confirmed' || !b.remindersEnabled) return;
  if (b.dateIso !== p.dateIso || b.minuteOfDay !== p.minuteOfDay) return;
  const start = { dateIso: b.dateIso, minuteOfDay: p.minuteOfDay };
  if (hasStarted(start, now)) return;
  const cutoff = cutoffInfo(deps, start, now);
  // The link reads the booking until the day after the visit; change and cancel there need the login.
  const link = bookingPageLink(deps, b.id, new Date(cutoff.changeUntil).getTime() + DAY_MS);
  const time = b.hourText ?? '';
  const date = formatDate(b.dateIso);
  const text = messageWith('reminderText', {
    brand: deps.config.brandName,
    time,
    date,
    salon: b.salonName,
    address: b.salonAddress,
    cutoff: `${cutoff.changeUntilText.time} ${cutoff.changeUntilText.date}`,
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
      fields: { salon: b.salonName, time, date, address: b.salonAddress, link },
    },
    now,
  );
}
