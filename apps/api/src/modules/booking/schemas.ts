import {
  findInputProblem,
  INT4_MAX,
  isPlainDecimal,
  message,
  OTP_METHODS,
  parseBookingDate,
} from '@salon/domain';
import { nonNegativeIntId, phoneSchema, positiveIntId, strictInt } from '@salon/domain/schemas';
import { z } from 'zod';

// Request schemas of the booking calls (001 §7 shapes). Bad input is a 400 with a Vietnamese message.

const invalid = message('invalidRequest');
const nonNegativeId = nonNegativeIntId;

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

// "JSON" fields of the spec arrive as JSON text; objects are accepted too. The text is parsed
// after the edge guard, so what it holds gets the same check (a "\\u0000" escape becomes a NUL).
function parseJsonText(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  try {
    const parsed: unknown = JSON.parse(value);
    return findInputProblem(parsed) ? Symbol.for('invalid-json') : parsed;
  } catch {
    return Symbol.for('invalid-json');
  }
}

const serviceRef = z.union([
  positiveIntId,
  z.object({ serviceId: positiveIntId }).transform((s) => s.serviceId),
  z.object({ id: positiveIntId }).transform((s) => s.id),
]);
/** A chosen-service list: JSON text or a list of ids or of objects with serviceId (or id). */
export const chosenServices = z.preprocess(parseJsonText, z.array(serviceRef, { error: invalid }).max(20));

// Booleans are booleans: 1, 'true' and the like are refused, not guessed at.
const flag = z.boolean({ error: invalid });

const bookHour = z.object({
  bookHourId: positiveIntId,
  subHourId: nonNegativeId.nullish(),
  secondSubHourId: nonNegativeId.nullish(),
  stylistId: nonNegativeId.nullish(),
  chosenServices: chosenServices.optional(),
  campaigns: z.unknown().optional(),
  totalMoney: z.unknown().optional(),
});

// Booking at home (decision 0124): the address served; its rules (text, coordinates, radius) are the
// domain's, so a missing or unusable address gets their message rather than a generic one.
const noAddress = message('atHomeAddressMissing');
const homeAddress = z.object(
  {
    address: z.string({ error: noAddress }).max(400, { error: noAddress }),
    latitude: z.number({ error: noAddress }),
    longitude: z.number({ error: noAddress }),
    placeId: z.string().max(200).nullish(),
    attrId: nonNegativeId.nullish(),
  },
  { error: noAddress },
);

const urlParams = z.preprocess(
  parseJsonText,
  z.record(z.string().max(50), z.union([z.string().max(500), z.number(), z.boolean(), z.null()])),
);

export const createBookingBody = z.object({
  salonId: positiveIntId,
  phone: phoneSchema,
  stylistId: nonNegativeId.default(0),
  skinnerId: nonNegativeId.nullish(),
  dateBook: bookingDate,
  services: z.string().max(2000).optional(),
  chosenServices: chosenServices.optional(),
  bookHours: z.array(bookHour, { error: invalid }).min(1, { error: invalid }).max(5, { error: invalid }),
  subHourId: nonNegativeId.nullish(),
  secondSubHourId: nonNegativeId.nullish(),
  bookAt: z.string().max(50).nullish(),
  campaign: z.unknown().optional(),
  userId: z.union([z.string().max(50), z.number()]).nullish(),
  note: z.string().max(500).default(''),
  receiveAdvice: flag.default(true),
  // Stored as given (jsonb): text that is not JSON, or JSON holding a NUL, is refused rather than dropped.
  utilityService: z
    .preprocess(
      parseJsonText,
      z.unknown().refine((v) => typeof v !== 'symbol', { error: invalid }),
    )
    .optional(),
  acceptMakePhoto: flag.default(true),
  littleAdvice: flag.default(false),
  numberPersons: strictInt(0, 10, { error: invalid }).default(0),
  utmSource: z.string().max(100).nullish(),
  params: urlParams.optional(),
  isMaster: flag.optional(),
  adviceUND: z.union([z.boolean(), z.string().max(500), z.number()]).nullish(),
  adviceProduct: z.union([z.boolean(), z.string().max(500), z.number()]).nullish(),
  allowChange: flag.default(false),
  muonCaoMat: flag.nullish(),
  source: z.string().max(50).nullish(),
  // A solved ALTCHA payload: needed for an unconfirmed booking after the address's first (decision 0101).
  captcha: z.string().max(20_000).optional(),
  // 000 §3 Booking info's isBookAtHome; the address is read only when it is true.
  isBookAtHome: flag.default(false),
  homeAddress: homeAddress.nullish(),
});
export type CreateBookingBody = z.infer<typeof createBookingBody>;

export const hoursQuery = z.object({
  salonId: positiveIntId,
  bookDate: bookingDate,
  stylistId: nonNegativeId.default(0),
  // The chosen skinner (0: any free one); counts only when a chosen service needs a skinner.
  skinnerId: nonNegativeId.default(0),
  listServiceId: commaIds,
  customerPhone: z.string().max(20).optional(),
  // The group size; slots are free only where that many stylists are.
  groupSize: strictInt(1, 5, { error: invalid }).default(1),
  // Booking at home (decision 0124): the home's coordinates; the stylist's travel around each slot counts.
  homeLatitude: z.coerce.number({ error: invalid }).min(-90).max(90).optional(),
  homeLongitude: z.coerce.number({ error: invalid }).min(-180).max(180).optional(),
});

export const stylistsQuery = z.object({
  salonId: positiveIntId,
  workDate: bookingDate,
  customerPhone: z.string().max(20).optional(),
});

export const backupHoursQuery = z.object({
  salonId: positiveIntId,
  bookDate: bookingDate,
  choosenServices: commaIds,
});

export const sendOtpBody = z.object({
  bookingId: positiveIntId,
  phone: phoneSchema,
  method: z.enum(OTP_METHODS).optional(),
  recaptcha: z.string().max(20_000).optional(),
  brandName: z.string().max(50).optional(),
});

export const verifyOtpBody = z.object({
  bookingId: positiveIntId,
  phone: phoneSchema,
  code: z
    .string({ error: message('bookingOtpInvalid') })
    .regex(/^\s*\d{6}\s*$/, { error: message('bookingOtpInvalid') })
    .transform((c) => c.trim()),
});

export const bookingIdParams = z.object({ bookingId: positiveIntId });
export const viewTokenQuery = z.object({ viewToken: z.string().max(200).optional() });
