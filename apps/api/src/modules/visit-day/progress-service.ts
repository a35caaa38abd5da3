import { Refusal } from '@salon/domain';
import type { AppDeps } from '../../http/app-instance.ts';
import { noticeLateGuests } from './late-notice.ts';
import { guestsOfBooking, insertCheckIn, notifyQueueChanged, visitBooking } from './repo.ts';
import { requireVisitDay } from './visit-rules.ts';

// The counter reports a guest's service start and end (decision 0141). Each is written once; the
// queue of that salon day is told to every process, and guests now 15 minutes late are told once.

/** The counter's report, as validated: a guest of a booking. */
interface GuestReport {
  bookingId: number;
  personIndex: number;
}

async function guestToReport(deps: AppDeps, body: GuestReport) {
  const b = await visitBooking(deps.db, body.bookingId);
  if (!b) throw new Refusal('bookingNotFound');
  requireVisitDay(deps, b);
  const guest = (await guestsOfBooking(deps.db, b.id)).find((g) => g.person_index === body.personIndex);
  if (!guest) throw new Refusal('bookingGuestNotFound');
  return { booking: b, guest };
}

export async function reportServiceStart(deps: AppDeps, body: GuestReport) {
  const { booking, guest } = await guestToReport(deps, body);
  const at = deps.now();
  const started = await deps.db
    .insertInto('booking_service_progress')
    .values({
      booking_person_id: guest.id,
      stylist_id: guest.stylist_id,
      work_date: booking.dateIso,
      started_at: at,
    })
    .onConflict((oc) => oc.column('booking_person_id').doNothing())
    .returning('booking_person_id')
    .executeTakeFirst();
  if (!started) throw new Refusal('serviceAlreadyStarted');
  // A guest in the chair has arrived, whether or not the QR code was scanned.
  await insertCheckIn(deps.db, booking.id, at, 'pos');
  await afterReport(deps, booking.salonId, booking.dateIso, guest.stylist_id);
  return { bookingId: booking.id, personIndex: guest.person_index, at: at.toISOString() };
}

export async function reportServiceEnd(deps: AppDeps, body: GuestReport) {
  const { booking, guest } = await guestToReport(deps, body);
  const at = deps.now();
  const progress = await deps.db
    .selectFrom('booking_service_progress')
    .select(['started_at', 'ended_at'])
    .where('booking_person_id', '=', guest.id)
    .executeTakeFirst();
  if (!progress) throw new Refusal('serviceNotStarted');
  // The end is written once: a second report (a double tap, a retry) changes nothing.
  const ended = await deps.db
    .updateTable('booking_service_progress')
    .set({ ended_at: at })
    .where('booking_person_id', '=', guest.id)
    .where('ended_at', 'is', null)
    .returning('booking_person_id')
    .executeTakeFirst();
  if (!ended) throw new Refusal('serviceAlreadyEnded');
  await afterReport(deps, booking.salonId, booking.dateIso, guest.stylist_id);
  return { bookingId: booking.id, personIndex: guest.person_index, at: at.toISOString() };
}

async function afterReport(deps: AppDeps, salonId: number, dateIso: string, stylistId: number) {
  await notifyQueueChanged(deps.db, salonId, dateIso);
  await noticeLateGuests(deps, stylistId, dateIso);
}
