import { api, type QueryOf } from '../../../api/client.ts';
import type {
  BookingDetail,
  CreateBookingAnswer,
  CreateBookingBody,
  CustomerNameBody,
  CustomerSavedAnswer,
  OtpSendAnswer,
  SendBookingOtpBody,
  VerifyBookingOtpAnswer,
  VerifyBookingOtpBody,
  ViewTokenQuery,
} from '@salon/domain/contracts';
import type { OtpMethod } from '@salon/domain';

// The booking's one-shot calls (mutations), used with TanStack Query's useMutation or directly.

export function createBooking(body: CreateBookingBody) {
  return api<CreateBookingAnswer>('POST', '/api/v1/booking-multiple', { body });
}

/** Confirms a booking held for OTP; errors carry the server's message. */
export function verifyBookingOtp(body: VerifyBookingOtpBody) {
  return api<VerifyBookingOtpAnswer>('PUT', '/api/v1/booking/verify-otp-booking', {
    body,
  });
}

export const BRAND_NAME = 'MOYO';

/** Sends (or resends) the code of a booking held for OTP; a 429 carries allowResendAfterSeconds. */
export function requestBookingOtp(body: SendBookingOtpBody & { method: OtpMethod }) {
  return api<OtpSendAnswer>('POST', '/api/v1/booking/send-otp-booking', {
    body: { ...body, brandName: BRAND_NAME },
  });
}

/** Saves the customer's name (phone popup mode 1). */
export function saveCustomerName(body: CustomerNameBody) {
  return api<CustomerSavedAnswer>('PUT', '/api/v1/booking/customer', { body });
}

export function fetchBookingDetail(id: number, viewToken: string | null, signal?: AbortSignal) {
  return api<{ data: BookingDetail }>('GET', `/api/v1/booking/${id}`, {
    query: { viewToken } satisfies QueryOf<ViewTokenQuery>,
    signal,
  });
}
