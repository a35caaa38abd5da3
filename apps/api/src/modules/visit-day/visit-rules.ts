import { Refusal, todayInVietnam } from '@salon/domain';
import type { AppDeps } from '../../http/app-instance.ts';
import type { VisitBooking } from './repo.ts';

/** Refuses a booking that cannot be checked in or served today: cancelled, not confirmed, another day. */
export function requireVisitDay(deps: AppDeps, b: Pick<VisitBooking, 'status' | 'dateIso'>): void {
  const refuse = (reason: 'checkInCancelled' | 'checkInNotConfirmed' | 'checkInPast' | 'checkInNotToday') => {
    throw new Refusal(reason);
  };
  if (b.status === 'cancelled') refuse('checkInCancelled');
  if (b.status !== 'confirmed') refuse('checkInNotConfirmed');
  const today = todayInVietnam(deps.now());
  if (b.dateIso < today) refuse('checkInPast');
  if (b.dateIso > today) refuse('checkInNotToday');
}
