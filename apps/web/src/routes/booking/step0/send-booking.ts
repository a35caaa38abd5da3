import { type SpecialDayRule, TRACKING_EVENTS } from '@salon/domain';
import { ApiError, api } from '../../../api/client.ts';
import { track } from '../../../features/tracking/tracking.ts';
import { type SuccessSnapshot, saveSnapshot } from '../../booking-success/success-snapshot.ts';
import { createBooking } from '../api/booking-calls.ts';
import { buildCreateBody } from '../api/build-create-body.ts';
import { draftIsMaster } from '../api/master-flag.ts';
import { changeBooking } from '../change/change-calls.ts';
import { setChangingBooking } from '../draft/draft-actions.ts';
import { draftStore } from '../draft/draft-store.ts';
import type { PersonDraft } from '../draft/draft-types.ts';
import { reusableOtpSession, startOtpSession } from '../popups/otp-session.ts';
import type { CurrentUserAnswer, MyBookingsAnswer } from '@salon/domain/contracts';
import { sessionHint } from '../../../api/session-hint.ts';
import { AT_HOME_PATH } from '../../booking-at-home/use-at-home.ts';
import { homeBody, homeStore } from '../../booking-at-home/home-store.ts';

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
  /** The hour is held only once the OTP confirms it (the salon day's unconfirmed holds are at their share). */
  heldOnConfirm: boolean;
}

/**
 * The phone of the session now, asked of the server: a customer who has just logged in from the 403's
 * modal may tap again before the page has heard of the login (it would show the modal once more).
 */
async function sessionPhone(): Promise<string | null> {
  if (!sessionHint.get()) return null;
  const me = await api<CurrentUserAnswer>('GET', '/api/v1/auth/me').catch(() => null);
  return me?.data.isRegistered ? me.data.userInfo.phoneNumber : null;
}

/** Sends the draft (create, or change for a loaded booking) and keeps what the success page shows. */
export async function sendBooking(
  persons: readonly PersonDraft[],
  first: PersonDraft,
  phone: string,
  params: URLSearchParams,
  /** A solved captcha, when the server asked for one (decision 0101). */
  captcha?: string,
  /** The logged-in customer's phone (10 digits), or null. */
  loggedInPhone: string | null = null,
  /** rulesSpecialDay of the salon's service list (isMaster; 001 §4). */
  rules: readonly SpecialDayRule[] = [],
): Promise<SentBooking> {
  const body = {
    ...buildCreateBody(persons, { phone, params, isMaster: draftIsMaster(persons, rules) }),
    // /booking-at-home: the address the visit is served at (decision 0124).
    ...homeBody(window.location.pathname === AT_HOME_PATH ? homeStore.get() : null),
  };
  // A booking loaded for change is moved (PUT) instead of a new one being created.
  let changingId = draftStore.get().changingBookingId;
  // The OTP popup was closed and nothing changed: the same pending booking and its code go
  // on (a new one would replace it, and its code could not be sent again yet).
  const pending = changingId === null ? reusableOtpSession(JSON.stringify(body)) : null;
  if (pending)
    return {
      bookingId: pending.bookingId,
      isUseOtp: true,
      changed: false,
      heldOnConfirm: pending.heldOnConfirm,
    };
  let a: Awaited<ReturnType<typeof createBooking>>;
  try {
    a =
      changingId !== null
        ? await changeBooking(changingId, body)
        : await createBooking(captcha ? { ...body, captcha } : body);
  } catch (e) {
    // The 403 'BẠN ĐÃ CÓ LỊCH ĐẶT…' to the customer logged in with the booking phone (they
    // logged in from that very modal): the new choices change the upcoming booking instead.
    const refused = changingId === null && e instanceof ApiError && e.status === 403;
    const mine = refused && (loggedInPhone === phone || (await sessionPhone()) === phone);
    changingId = mine ? await adoptUpcomingBooking().catch(() => null) : null;
    if (changingId === null) throw e;
    a = await changeBooking(changingId, body);
  }
  const { booking, isUseOtp } = a.data;
  const total = booking.listBooking.reduce((sum, b) => sum + b.totalMoney, 0);
  saveSnapshot({
    ...snapshotOf(booking.id, a.data.viewToken ?? null, phone, first, total),
    groupSize: persons.length,
    persons: persons.map((p) => ({
      hour: p.hour?.hour ?? '',
      stylistName: p.stylist?.id ? p.stylist.name : null,
      services: p.chosenService.map((s) => s.name),
    })),
    changed: changingId !== null,
  });
  // Decision 0137: past the salon day's share of unconfirmed holds the hour waits for the code.
  const heldOnConfirm = isUseOtp && booking.holdsSlots === false;
  if (isUseOtp) {
    const holdEndsAt = booking.holdExpiresAt ? Date.parse(booking.holdExpiresAt) : Date.now() + 10 * 60_000;
    startOtpSession({
      bookingId: booking.id,
      phone,
      signature: JSON.stringify(body),
      holdEndsAt,
      heldOnConfirm,
    });
  }
  track(TRACKING_EVENTS.bookingCreated, { bookingId: booking.id, salonId: first.salon?.id, isUseOtp });
  return { bookingId: booking.id, isUseOtp, changed: changingId !== null, heldOnConfirm };
}

/**
 * After the 403 'BẠN ĐÃ CÓ LỊCH ĐẶT…' and a login with the booking phone: the customer's upcoming
 * booking becomes the one this draft changes (decision 0081), or null when there is none to change.
 */
export async function adoptUpcomingBooking(): Promise<number | null> {
  const a = await api<MyBookingsAnswer>('GET', '/api/v1/booking/my');
  const upcoming = a.data.find((b) => !b.canceled);
  if (!upcoming) return null;
  draftStore.dispatch(setChangingBooking, upcoming.bookingId);
  return upcoming.bookingId;
}
