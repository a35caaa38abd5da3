import {
  type ArrivalRefusal,
  arrivalRefusal,
  message,
  type MessageKey,
  vietnamMinutesOfDay,
  Refusal,
} from '@salon/domain';
import type { ArrivedBody, PosCheckInBody } from '@salon/domain/contracts';
import type { AppDeps } from '../../http/app-instance.ts';
import { readCheckInToken } from './check-in-token.ts';
import { requireVisitDay } from './visit-rules.ts';
import {
  checkInOf,
  firstHourOf,
  insertCheckIn,
  notifyQueueChanged,
  type VisitBooking,
  visitBooking,
} from './repo.ts';

// Check-in (decision 0141): by the counter scanning the booking's QR code, or by the guest pressing
// 'Tôi đã đến' near the salon. Either way once: the booking id is the check-in's key, so twenty scans
// at the same instant make one row and every later one reads it.

/** A booking at home has no counter to scan at and no salon to arrive at. */
function requireCheckIn(deps: AppDeps, b: VisitBooking): void {
  if (b.homeAddress) throw new Refusal('checkInAtHome');
  requireVisitDay(deps, b);
}

async function checkIn(deps: AppDeps, b: VisitBooking, source: 'pos' | 'arrived') {
  const now = deps.now();
  const first = await insertCheckIn(deps.db, b.id, now, source);
  if (first) await notifyQueueChanged(deps.db, b.salonId, b.dateIso);
  const done = await checkInOf(deps.db, b.id);
  if (!done) throw new Error(`check-in of booking ${b.id} vanished`);
  return {
    message: message(first ? 'checkInDone' : 'checkInAlready'),
    data: { bookingId: b.id, checkedInAt: done.checkedInAt.toISOString(), first, source: done.source },
  };
}

/** POST /api/pos/checkins: the counter of `salonId` scanned a QR code. */
export async function posCheckIn(deps: AppDeps, body: PosCheckInBody) {
  const named = readCheckInToken(deps, body.token);
  if (!named) throw new Refusal('checkInTokenInvalid');
  if (named.salonId !== body.salonId) throw new Refusal('checkInOtherSalon');
  const b = await visitBooking(deps.db, named.bookingId);
  // A signed token of a booking since deleted is as good as made up.
  if (!b || b.salonId !== named.salonId) throw new Refusal('checkInTokenInvalid');
  requireCheckIn(deps, b);
  return checkIn(deps, b, 'pos');
}

const arrivalRefusals = {
  tooFar: 'arrivedTooFar',
  tooEarly: 'arrivedTooEarly',
  tooLate: 'arrivedTooLate',
} as const satisfies Record<ArrivalRefusal, MessageKey>;

/** POST /api/v1/visit-day/{id}/arrived, once the caller is known to be allowed to read the booking. */
export async function arrive(deps: AppDeps, bookingId: number, at: ArrivedBody) {
  const b = await visitBooking(deps.db, bookingId);
  if (!b) throw new Refusal('bookingNotFound');
  requireCheckIn(deps, b);
  const refusal = arrivalRefusal(
    {
      salon: { latitude: b.salonLatitude, longitude: b.salonLongitude },
      guest: { latitude: at.latitude, longitude: at.longitude },
      startMinute: await firstHourOf(deps.db, b.id),
    },
    vietnamMinutesOfDay(deps.now()),
  );
  if (refusal) throw new Refusal(arrivalRefusals[refusal]);
  return checkIn(deps, b, 'arrived');
}
