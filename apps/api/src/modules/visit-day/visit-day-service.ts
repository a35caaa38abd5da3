import { todayInVietnam } from '@salon/domain';
import type { VisitDay } from '@salon/domain/contracts';
import type { AppDeps } from '../../http/app-instance.ts';
import { bookingDetail } from '../booking/index.ts';
import { issueCheckInToken } from './check-in-token.ts';
import { estimatedGuests, toQueueGuest } from './queue-service.ts';
import { checkInOf, guestsOfBooking } from './repo.ts';

export interface Reader {
  viewToken: string | null;
  loggedInPhone: string | null;
}

/** The booking's salon and day, for whoever may read the booking (the booking detail's rule; 404 otherwise). */
export async function readableBooking(deps: AppDeps, bookingId: number, reader: Reader) {
  const detail = await bookingDetail(deps, { bookingId, ...reader });
  const [dd, mm, yyyy] = detail.dateBook.split('-');
  return {
    id: detail.bookingId,
    salonId: detail.salonId,
    status: detail.status,
    dateIso: `${yyyy}-${mm}-${dd}`,
    atHome: Boolean(detail.homeAddress),
  };
}

/** GET /api/v1/visit-day/{id}: the QR's token and code, the check-in, and on the day the live queue. */
export async function visitDay(deps: AppDeps, bookingId: number, reader: Reader): Promise<VisitDay> {
  const b = await readableBooking(deps, bookingId, reader);
  const now = deps.now();
  const confirmed = b.status === 'confirmed';
  const today = confirmed && b.dateIso === todayInVietnam(now);
  const checkIn = confirmed ? await checkInOf(deps.db, b.id) : undefined;
  let queue: VisitDay['queue'] = [];
  if (today) {
    const stylists = (await guestsOfBooking(deps.db, b.id)).map((g) => g.stylist_id);
    const guests = await estimatedGuests(deps.db, stylists, b.dateIso, now);
    queue = guests.filter((g) => g.guest.bookingId === b.id).map(toQueueGuest);
    queue.sort((x, y) => x.personIndex - y.personIndex);
  }
  return {
    bookingId: b.id,
    bookingCode: String(b.id),
    // A booking at home has no counter to scan and no salon to arrive at.
    checkInToken: confirmed && !b.atHome ? issueCheckInToken(deps, b.id, b.salonId) : null,
    checkedInAt: checkIn ? checkIn.checkedInAt.toISOString() : null,
    today,
    queue,
  };
}
