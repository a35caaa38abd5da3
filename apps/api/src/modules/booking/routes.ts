import * as c from '@salon/domain/contracts';
import type { AppInstance } from '../../http/app-instance.ts';
import { loggedInPhone, requireCustomer } from '../../http/auth.ts';
import { changeBooking } from './change/change-service.ts';
import { registerRecurringTask } from '../jobs/index.ts';
import { freeExpiredHolds, HOLD_SWEEP_KIND } from './shared/claims.ts';
import { createBooking } from './create/create-service.ts';
import { dropAllDays } from './shared/day-cache.ts';
import { bookingDetail } from './read/detail-service.ts';
import { backupHours, dayHoursJson } from './hours/hours-service.ts';
import { sendBookingOtp, verifyBookingOtp } from './otp/otp-service.ts';
import { toCreateInput } from './create/request-mapping.ts';
import { lookupRoutes } from './lookup-routes.ts';
import { stylistsOfDay } from './hours/stylists-service.ts';
import { homePoint } from './at-home/at-home-hours.ts';
import { atHomeRoutes } from './at-home/at-home-routes.ts';
import { startLiveDays } from './hours/live-days.ts';
import { hoursEventsRoutes } from './hours/hours-events-routes.ts';

// HTTP only: schema → use case → reply. Booking: stylists, hours, backup hours, booking-multiple,
// booking OTP (send and verify) and the booking detail of the success page; lookup and cancel in
// lookup-routes.ts.
export async function bookingRoutes(app: AppInstance) {
  // Holds that ran out are swept every minute by the job worker (the lazy checks cover the gaps).
  registerRecurringTask({
    kind: HOLD_SWEEP_KIND,
    everyMs: 60_000,
    run: async (deps, now) => {
      if ((await freeExpiredHolds(deps.db, now)).length > 0) dropAllDays(deps);
    },
  });
  // Cached hours of a day another process (or psql) booked are dropped when the database says so.
  startLiveDays(app);
  const tags = ['booking'];

  app.get(
    '/api/v1/booking/stylists',
    {
      schema: {
        tags,
        summary:
          'Stylists v4: data.stylists (with salonEnroll, the salon they work at that day) and data.skinners',
        querystring: c.stylistsQuery,
        response: { 200: c.stylistsAnswer },
      },
    },
    async (request) => {
      const { salonId, workDate } = request.query;
      return {
        statusCode: 200 as const,
        data: await stylistsOfDay(app.deps, { salonId, dateIso: workDate }),
      };
    },
  );

  app.get(
    '/api/v1/booking/book-hours-group',
    {
      schema: {
        tags,
        summary:
          'Hours by date: data.hourGroup, lastHourWork.isFreeToday, receptionName, receptionAvatar, slotMinutes (stylistId 0: system picks; ' +
          'groupSize N: a slot is free only where N stylists are; skinnerId: only where that skinner is, when a service needs one)',
        querystring: c.hoursQuery,
        response: { 200: c.hoursAnswer },
      },
    },
    async (request, reply) => {
      const q = request.query;
      const data = await dayHoursJson(app.deps, {
        salonId: q.salonId,
        dateIso: q.bookDate,
        stylistId: q.stylistId,
        skinnerId: q.skinnerId,
        serviceIds: q.listServiceId,
        groupSize: q.groupSize,
        home: homePoint(q.homeLatitude, q.homeLongitude),
      });
      // The answer around the day's ready JSON text (cached with the day; checked against the contract
      // outside production): the same bytes as serialising { statusCode: 200, data }.
      const body = `{"statusCode":200,"data":${data}}`;
      return reply.type('application/json; charset=utf-8').send(body as unknown as c.HoursAnswer);
    },
  );

  app.get(
    '/api/v1/booking/backup-hours',
    {
      schema: {
        tags,
        summary:
          'Backup hours: nearest salons of the city with their free hours for the services (statusCode 0, data list)',
        querystring: c.backupHoursQuery,
        response: { 200: c.backupHoursAnswer },
      },
    },
    async (request) => {
      const q = request.query;
      const data = await backupHours(app.deps, {
        salonId: q.salonId,
        dateIso: q.bookDate,
        serviceIds: q.choosenServices,
      });
      return { statusCode: 0 as const, data };
    },
  );

  app.post(
    '/api/v1/booking-multiple',
    {
      schema: {
        tags,
        auth: 'optional-customer',
        summary:
          'Create a booking (one person or a group). 409 when a slot was just taken, 403 when the phone already has a booking. ' +
          'A booking that needs an OTP holds its slots 5 minutes; a phone gets 3 of them in 10 minutes from one address and 6 ' +
          'from every address (then 429 saying so). An address is never refused: after its first one each needs a solved captcha ' +
          '(GET /api/v1/auth/captcha?level=n) in `captcha`, else 400 with enableCaptcha and captchaLevel (2 past 20, 3 past 60, 4 past 180). ' +
          "Past a quarter of the salon day's free staff time held unconfirmed, holdsSlots is false: the hour is held when the OTP confirms it. " +
          'data.viewToken reads the booking at GET /api/v1/booking/{bookingId} for 2 hours.',
        body: c.createBookingBody,
        response: { 200: c.createBookingAnswer },
      },
    },
    async (request) => {
      const created = await createBooking(app.deps, toCreateInput(request.body), {
        loggedInPhone: await loggedInPhone(request),
        clientIp: request.ip,
        captcha: request.body.captcha ?? null,
      });
      return { statusCode: 200 as const, data: created };
    },
  );

  app.put(
    '/api/v1/booking/:bookingId',
    {
      schema: {
        tags,
        auth: 'customer',
        summary:
          'Change a booking: the logged-in owner sends the booking-multiple body; the new slots are taken and the ' +
          'old ones freed in one transaction. 409 when a new slot is gone (the old booking stays) or the booking is cancelled.',
        params: c.bookingIdParams,
        body: c.createBookingBody,
        response: { 200: c.createBookingAnswer },
      },
    },
    async (request) => {
      const owner = await requireCustomer(request);
      const changed = await changeBooking(
        app.deps,
        request.params.bookingId,
        toCreateInput(request.body),
        owner,
      );
      return { statusCode: 200 as const, data: changed };
    },
  );

  app.post(
    '/api/v1/booking/send-otp-booking',
    {
      schema: {
        tags,
        summary:
          'Send the OTP that confirms a pending booking (the OTP popup); rotates zalo and sms. 429 when asked too soon.',
        body: c.sendBookingOtpBody,
        response: { 200: c.otpSendAnswer, 429: c.otpSendAnswer, 503: c.otpSendAnswer },
      },
    },
    async (request, reply) => {
      const { bookingId, phone, method } = request.body;
      const result = await sendBookingOtp(app.deps, { bookingId, phone, method, clientIp: request.ip });
      if (result.success) return result;
      return reply.status(result.allowResendAfterSeconds > 0 ? 429 : 503).send(result);
    },
  );

  app.put(
    '/api/v1/booking/verify-otp-booking',
    {
      schema: {
        tags,
        summary:
          'Confirm a pending booking with its OTP; one that waited for its code (holdsSlots false) is seated now, or 409 when its hour went meanwhile',
        body: c.verifyBookingOtpBody,
        response: { 200: c.verifyBookingOtpAnswer },
      },
    },
    async (request) => {
      const { bookingId, phone, code } = request.body;
      return {
        statusCode: 200 as const,
        data: await verifyBookingOtp(app.deps, { bookingId, phone, code, clientIp: request.ip }),
      };
    },
  );

  app.get(
    '/api/v1/booking/:bookingId',
    {
      schema: {
        tags,
        auth: 'optional-customer',
        summary:
          'The booking of the success page. Needs the viewToken of the create answer (header x-booking-view-token or query viewToken) ' +
          'or the owner logged in; otherwise 404.',
        params: c.bookingIdParams,
        querystring: c.viewTokenQuery,
        headers: c.viewTokenHeaders,
        response: { 200: c.bookingDetailAnswer },
      },
    },
    async (request) => {
      const token = request.headers['x-booking-view-token'] ?? request.query.viewToken ?? null;
      const data = await bookingDetail(app.deps, {
        bookingId: request.params.bookingId,
        viewToken: token,
        loggedInPhone: await loggedInPhone(request),
      });
      return { statusCode: 200 as const, data };
    },
  );

  await lookupRoutes(app);
  await hoursEventsRoutes(app);
  await atHomeRoutes(app);
}
