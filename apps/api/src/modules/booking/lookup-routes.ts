import * as c from '@salon/domain/contracts';
import type { AppInstance } from '../../http/app-instance.ts';
import { optionalCustomer, requireCustomer } from '../../http/auth.ts';
import { limitPhoneReads } from '../../http/rate-limit.ts';
import { cancelBooking } from './cancel/cancel-service.ts';
import { agreeProtectPersonalInfo, checkBooking, myBookings } from './lookup/lookup-service.ts';

// Booking lookup and cancel (000 §2, §7: checkBooking, getListBookingInformation, deleteBooKing,
// postAgreeProtectPersonalInfo; paths not shown, chosen here). Privacy: decision 0060.

export async function lookupRoutes(app: AppInstance) {
  app.get(
    '/api/v1/booking/check',
    {
      schema: {
        tags: ['booking lookup'],
        summary: 'checkBooking: does this phone have an upcoming booking?',
        description:
          'Anyone: `customer.isBooked` and `bookingCurrent` { bookingId, dateBook, masked customerPhone }. ' +
          "The phone's owner (Bearer token of that phone): the full booking info. Decision 0060. " +
          'Others are limited per address (429 beyond 30 a minute, decision 0102).',
        querystring: c.checkBookingQuery,
        response: { 200: c.checkBookingAnswer },
        auth: 'optional-customer',
      },
      preHandler: limitPhoneReads('booking-check', (r) => (r.query as { phone?: string }).phone),
    },
    async (request) => {
      const caller = await optionalCustomer(request);
      return { statusCode: 200 as const, data: await checkBooking(app.deps, request.query.phone, caller) };
    },
  );

  app.get(
    '/api/v1/booking/my',
    {
      schema: {
        tags: ['booking lookup'],
        summary: "getListBookingInformation: the logged-in customer's upcoming bookings",
        description: 'Confirmed and cancelled bookings from now on (cancelled ones have `canceled: true`).',
        response: { 200: c.myBookingsAnswer },
        auth: 'customer',
      },
    },
    async (request) => myBookings(app.deps, await requireCustomer(request)),
  );

  app.put(
    '/api/v1/booking/:bookingId/cancel',
    {
      schema: {
        tags: ['booking lookup'],
        summary: "deleteBooKing: the owner cancels an upcoming booking ('Hủy Lịch Thành Công!')",
        description:
          "401 without a session; 404 'Lịch Không Tồn Tại!' for a missing booking or someone else's; " +
          "409 'Lịch đặt đã hủy' when already cancelled, or when its time has passed. Frees the staff slots.",
        params: c.bookingIdParams,
        response: { 200: c.cancelBookingAnswer },
        auth: 'customer',
      },
    },
    async (request) => {
      const customer = await requireCustomer(request);
      return cancelBooking(app.deps, customer, request.params.bookingId);
    },
  );

  app.post(
    '/api/v1/customer/agree-protect-personal-info',
    {
      schema: {
        tags: ['booking lookup'],
        summary: 'postAgreeProtectPersonalInfo: consent to personal-data processing',
        description:
          "Every consent is logged with its phone and brand; the account's agreeProtectPersonalInfo flag is " +
          'set only when the caller is logged in with that phone.',
        body: c.consentBody,
        response: { 200: c.consentAnswer },
        auth: 'optional-customer',
      },
    },
    async (request) => {
      const caller = await optionalCustomer(request);
      return agreeProtectPersonalInfo(app.deps, request.body, caller);
    },
  );
}
