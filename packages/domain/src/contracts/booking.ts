import { z } from 'zod';
import { parseBookingDate } from '../booking/booking-date.ts';
import { INT4_MAX, isPlainDecimal } from '../input-safety.ts';
import { message } from '../messages.ts';
import { nonNegativeIntId, phoneSchema, positiveIntId, strictInt } from '../schemas.ts';
import { bookedHome } from './at-home.ts';
import { otpSendBody } from './otp.ts';

// Requests and answers of the booking calls (001 §3, §7): stylists, hours, backup hours, the booking
// OTP and the success page's booking; the create body (booking-multiple and its change) is in
// booking-create.ts. Bad input is a 400 with a Vietnamese message.

const invalid = message('invalidRequest');

/** DD-MM-YYYY, YYYY-MM-DD or an instant with its offset → the Vietnamese calendar day (ISO). */
export const bookingDate = z.string({ error: message('invalidDate') }).transform((raw, ctx) => {
  const r = parseBookingDate(raw);
  if (r.ok) return r.value;
  ctx.addIssue({ code: 'custom', message: message('invalidDate') });
  return z.NEVER;
});

/** 'comma ids, or 0' → ids ('' and '0' are none). */
export const commaIds = z
  .string()
  .max(500)
  .optional()
  .transform((raw, ctx) => {
    const parts = (raw ?? '')
      .split(',')
      .map((p) => p.trim())
      .filter((p) => p !== '' && p !== '0');
    const ids = parts.map(Number);
    if (parts.some((p) => !isPlainDecimal(p)) || ids.some((n) => n > INT4_MAX)) {
      ctx.addIssue({ code: 'custom', message: message('invalidId') });
      return z.NEVER;
    }
    return ids;
  });

export const stylistsQuery = z.object({
  salonId: positiveIntId,
  workDate: bookingDate,
  customerPhone: z.string().max(20).optional(),
});
export type StylistsQuery = z.input<typeof stylistsQuery>;

/** A stylist or a skinner (001 §3 Stylist). The spec spells totalCutomer this way. */
export const stylist = z.object({
  staffId: z.number(),
  staffName: z.string(),
  avatar: z.string(),
  skill: z.string(),
  skillLevel: z.number(),
  special: z.boolean(),
  totalCutomer: z.number(),
  ratingStar: z.number(),
  star: z.number(),
  description: z.string(),
  favoriteImages: z.string().describe('A JSON list as text, as the original API sent it'),
  ratingInfor: z.string().describe('A JSON list as text'),
  experience: z.string(),
  salonEnroll: z.number().describe('The salon the stylist works at on the asked date'),
  salonEnrollName: z.string(),
});
export type Stylist = z.infer<typeof stylist>;

export const stylistsAnswer = z.object({
  statusCode: z.literal(200),
  data: z.object({ stylists: z.array(stylist), skinners: z.array(stylist) }),
});
export type StylistsAnswer = z.infer<typeof stylistsAnswer>;

/** One slot (001 §3 Hour). */
export const hour = z.object({
  hour: z.string(),
  hourId: z.number(),
  subHourId: z.number(),
  secondSubHourId: z.number(),
  hourFrame: z.string(),
  isFree: z.boolean(),
  totalStylistEmpty: z.number(),
  totalSkinnerEmpty: z.number(),
});
export type Hour = z.infer<typeof hour>;

export const hourGroup = z.object({ name: z.string(), hours: z.array(hour) });
export type HourGroup = z.infer<typeof hourGroup>;

export const hoursAnswer = z.object({
  statusCode: z.literal(200),
  data: z.object({
    hourGroup: z.array(hourGroup),
    lastHourWork: z.object({ isFreeToday: z.boolean() }),
    receptionName: z.string().nullable(),
    receptionAvatar: z.string().nullable(),
    slotMinutes: z
      .number()
      .describe("The salon's slot length (additive to 001 §3): tells a slot in progress"),
  }),
});
export type HoursAnswer = z.infer<typeof hoursAnswer>;

export const hoursQuery = z.object({
  salonId: positiveIntId,
  bookDate: bookingDate,
  stylistId: nonNegativeIntId.default(0),
  // The chosen skinner (0: any free one); counts only when a chosen service needs a skinner.
  skinnerId: nonNegativeIntId.default(0),
  listServiceId: commaIds,
  customerPhone: z.string().max(20).optional(),
  // The group size; slots are free only where that many stylists are.
  groupSize: strictInt(1, 5, { error: invalid }).default(1),
  // Booking at home (decision 0124): the home's coordinates; the stylist's travel around each slot counts.
  homeLatitude: z.coerce.number({ error: invalid }).min(-90).max(90).optional(),
  homeLongitude: z.coerce.number({ error: invalid }).min(-180).max(180).optional(),
});
export type HoursQuery = z.input<typeof hoursQuery>;

export const backupHoursQuery = z.object({
  salonId: positiveIntId,
  bookDate: bookingDate,
  choosenServices: commaIds,
});
export type BackupHoursQuery = z.input<typeof backupHoursQuery>;

/** A salon near the chosen one with its free hours for the chosen services. */
export const backupSalonHours = z.object({
  salonId: z.number(),
  distance: z.number().describe('km'),
  salon: z.object({ id: z.number(), name: z.string(), address: z.string(), addressNew: z.string() }),
  hours: z.array(hour),
});
export type BackupSalonHours = z.infer<typeof backupSalonHours>;

export const backupHoursAnswer = z.object({ statusCode: z.literal(0), data: z.array(backupSalonHours) });
export type BackupHoursAnswer = z.infer<typeof backupHoursAnswer>;

export const bookedService = z.object({ serviceId: z.number(), name: z.string(), price: z.number() });
export type BookedService = z.infer<typeof bookedService>;

const createdPerson = z.object({
  id: z.number(),
  personIndex: z.number(),
  stylistId: z.number(),
  skinnerId: z.number().nullable(),
  bookHourId: z.number(),
  subHourId: z.number(),
  secondSubHourId: z.number(),
  hour: z.string(),
  services: z.array(bookedService),
  totalMoney: z.number(),
});

/** POST booking-multiple and PUT booking/{id}: the booking made (or changed). */
export const createBookingAnswer = z.object({
  statusCode: z.literal(200),
  data: z.object({
    booking: z.object({
      id: z.number(),
      status: z.enum(['pending_otp', 'confirmed']),
      holdExpiresAt: z.string().nullable().describe('ISO; set while an OTP hold lasts'),
      holdsSlots: z
        .boolean()
        .describe(
          'False: the salon day already has its share of unconfirmed holds, so the hour is held once the OTP confirms it (decision 0137)',
        ),
      totalMoney: z.number(),
      listBooking: z.array(createdPerson),
    }),
    isUseOtp: z.boolean(),
    viewToken: z.string().describe('Reads this booking at GET /api/v1/booking/{bookingId} for 2 hours'),
  }),
});
export type CreateBookingAnswer = z.infer<typeof createBookingAnswer>;

export const verifyBookingOtpAnswer = z.object({
  statusCode: z.literal(200),
  data: z.object({ bookingId: z.number(), status: z.literal('confirmed') }),
});
export type VerifyBookingOtpAnswer = z.infer<typeof verifyBookingOtpAnswer>;

export const sendBookingOtpBody = z.object({ bookingId: positiveIntId, ...otpSendBody.shape });
export type SendBookingOtpBody = z.input<typeof sendBookingOtpBody>;

export const verifyBookingOtpBody = z.object({
  bookingId: positiveIntId,
  phone: phoneSchema,
  code: z
    .string({ error: message('bookingOtpInvalid') })
    .regex(/^\s*\d{6}\s*$/, { error: message('bookingOtpInvalid') })
    .transform((c) => c.trim()),
});
export type VerifyBookingOtpBody = z.input<typeof verifyBookingOtpBody>;

export const bookingIdParams = z.object({ bookingId: positiveIntId });
/** The create answer's viewToken, as a query or a header (the header wins). */
export const viewTokenQuery = z.object({ viewToken: z.string().max(200).optional() });
export type ViewTokenQuery = z.input<typeof viewTokenQuery>;
export const viewTokenHeaders = z
  .object({ 'x-booking-view-token': z.string().max(200).optional() })
  .passthrough();

export const bookingStatus = z.enum(['pending_otp', 'confirmed', 'cancelled', 'expired']);

/** GET /api/v1/booking/{id}: what the success page shows. */
export const bookingDetail = z.object({
  bookingId: z.number(),
  status: bookingStatus,
  canceled: z.boolean(),
  holdExpiresAt: z.string().nullable(),
  salonId: z.number(),
  salonName: z.string(),
  salonAddress: z.string(),
  salonMap: z.string().nullable(),
  parkingMap: z.string().nullable().describe('Where to park (000 §3), null when none'),
  dateBook: z.string().describe('DD-MM-YYYY'),
  hourBook: z.string(),
  hourFrame: z.string(),
  customerPhone: z.string().describe('+84 form'),
  numberPersons: z.number(),
  note: z.string(),
  isBookAtHome: z.boolean(),
  homeAddress: bookedHome.describe('Booking at home: the address served (additive; decision 0124)'),
  totalMoney: z.number(),
  balancePaid: z
    .number()
    .describe('What the booking holds paid from the balance (0: nothing); the rest is paid at the salon'),
  listBooking: z.array(
    z.object({
      id: z.number(),
      personIndex: z.number(),
      stylistId: z.number(),
      stylistName: z.string(),
      skinnerId: z.number().nullable(),
      skinnerName: z.string().nullable(),
      bookHourId: z.number(),
      subHourId: z.number(),
      secondSubHourId: z.number(),
      hour: z.string(),
      hourFrame: z.string(),
      services: z.array(bookedService),
      totalMoney: z.number(),
    }),
  ),
});
export type BookingDetail = z.infer<typeof bookingDetail>;
export const bookingDetailAnswer = z.object({ statusCode: z.literal(200), data: bookingDetail });
