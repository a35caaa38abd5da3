import { z } from 'zod';
import { bookedHome } from './at-home.ts';

// Answers of the booking calls (001 §3, §7): stylists, hours, backup hours, booking-multiple and its
// change, the booking OTP and the success page's booking.

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
