import { TRACKING_EVENTS } from '@salon/domain';
import { track } from '../../../features/tracking/tracking.ts';
import { type SuccessSnapshot, saveSnapshot } from '../../booking-success/success-snapshot.ts';
import { createBooking } from '../api/booking-calls.ts';
import { buildCreateBody } from '../api/build-create-body.ts';
import { changeBooking } from '../change/change-calls.ts';
import { draftStore } from '../draft/draft-store.ts';
import type { PersonDraft } from '../draft/draft-types.ts';

// The calls behind 'Hoàn tất' (use-submit-booking.ts), loaded when the customer first presses it.

function snapshotOf(
  id: number,
  viewToken: string | null,
  phone: string,
  first: PersonDraft,
  total: number,
): SuccessSnapshot {
  return {
    bookingId: id,
    viewToken,
    phone,
    salonName: first.salon?.name ?? '',
    salonAddress: first.salon?.addressNew || first.salon?.address || '',
    dateBook: first.dateBook,
    hour: first.hour?.hour ?? '',
    hourFrame: first.hour?.hourFrame ?? '',
    stylistName: first.stylist?.id ? first.stylist.name : null,
    services: first.chosenService.map((s) => ({ name: s.name, price: s.price, timeServe: s.timeServe })),
    totalMoney: total,
  };
}

export interface SentBooking {
  bookingId: number;
  isUseOtp: boolean;
  /** A booking loaded for change was moved (PUT) rather than a new one created. */
  changed: boolean;
}

/** Sends the draft (create, or change for a loaded booking) and keeps what the success page shows. */
export async function sendBooking(
  persons: readonly PersonDraft[],
  first: PersonDraft,
  phone: string,
  params: URLSearchParams,
): Promise<SentBooking> {
  const body = buildCreateBody(persons, { phone, params, isMaster: false });
  // Issue 10: a booking loaded for change is moved (PUT) instead of a new one being created.
  const changingId = draftStore.get().changingBookingId;
  const a = changingId !== null ? await changeBooking(changingId, body) : await createBooking(body);
  const { booking, isUseOtp } = a.data;
  const total = booking.listBooking.reduce((sum, b) => sum + b.totalMoney, 0);
  saveSnapshot(snapshotOf(booking.id, a.data.viewToken ?? null, phone, first, total));
  track(TRACKING_EVENTS.bookingCreated, { bookingId: booking.id, salonId: first.salon?.id, isUseOtp });
  return { bookingId: booking.id, isUseOtp, changed: changingId !== null };
}
