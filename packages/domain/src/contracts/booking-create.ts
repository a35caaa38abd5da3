import { z } from 'zod';
import { INT4_MAX, strictIntOf } from '../input-safety.ts';
import { message } from '../messages.ts';
import { nonNegativeIntId, phoneSchema, positiveIntId, strictInt } from '../schemas.ts';
import { bookingDate } from './booking.ts';
import { jsonText } from './json-text.ts';

// POST /api/v1/booking-multiple and PUT /api/v1/booking/{id} (001 §7): the create body, whose
// chosenServices, campaign, utilityService and params are JSON text inside the JSON (jsonText).
// The answer is createBookingAnswer (booking.ts).

const invalid = message('invalidRequest');
const invalidId = message('invalidId');

const serviceRef = z.union(
  [
    positiveIntId,
    z.object({ serviceId: positiveIntId }).transform((s) => s.serviceId),
    z.object({ id: positiveIntId }).transform((s) => s.id),
  ],
  { error: invalid },
);
/** A chosen-service list: ids or objects with serviceId (or id) → the ids. */
export const chosenServices = jsonText(z.array(serviceRef, { error: invalid }).max(20, { error: invalid }));

// A campaign as {id, name} or its id: a JSON integer or plain decimal text (true, '0x10', '1e3' are not).
const campaignRef = z.unknown().transform((item, ctx) => {
  const raw = typeof item === 'object' && item !== null ? (item as { id?: unknown }).id : item;
  const id = strictIntOf(raw, 1, INT4_MAX);
  if (id !== null) return id;
  ctx.addIssue({ code: 'custom', message: invalidId });
  return z.NEVER;
});
const campaignList = z
  .array(campaignRef, { error: invalidId })
  .max(10, { error: invalidId })
  .transform((ids) => [...new Set(ids)]);
/** bookHours[].campaigns and `campaign`: campaigns (or their JSON text) → their ids; null and '' are none. */
export const campaignIds = z.union(
  [z.union([z.literal(''), z.null()]).transform((): number[] => []), jsonText(campaignList, invalidId)],
  { error: invalidId },
);

// Booleans are booleans: 1, 'true' and the like are refused, not guessed at.
const flag = z.boolean({ error: invalid });

const bookHour = z.object({
  bookHourId: positiveIntId,
  subHourId: nonNegativeIntId.nullish(),
  secondSubHourId: nonNegativeIntId.nullish(),
  stylistId: nonNegativeIntId.nullish(),
  chosenServices: chosenServices.optional(),
  campaigns: campaignIds.optional(),
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
    attrId: nonNegativeIntId.nullish(),
  },
  { error: noAddress },
);

// The page's URL parameters (without utm_source and token).
const urlParams = jsonText(
  z.record(
    z.string().max(50, { error: invalid }),
    z.union([z.string().max(500), z.number(), z.boolean(), z.null()], { error: invalid }),
    { error: invalid },
  ),
);

export const createBookingBody = z.object({
  salonId: positiveIntId,
  phone: phoneSchema,
  stylistId: nonNegativeIntId.default(0),
  skinnerId: nonNegativeIntId.nullish(),
  dateBook: bookingDate,
  services: z.string().max(2000).optional(),
  chosenServices: chosenServices.optional(),
  bookHours: z.array(bookHour, { error: invalid }).min(1, { error: invalid }).max(5, { error: invalid }),
  subHourId: nonNegativeIntId.nullish(),
  secondSubHourId: nonNegativeIntId.nullish(),
  bookAt: z.string().max(50).nullish(),
  campaign: campaignIds.optional(),
  userId: z.union([z.string().max(50), z.number()]).nullish(),
  note: z.string().max(500).default(''),
  receiveAdvice: flag.default(true),
  // Stored as given (jsonb): text that is not JSON, or JSON holding a NUL, is refused rather than dropped.
  utilityService: jsonText(z.unknown()).optional(),
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
/** What the web sends (the JSON text fields as JsonText, see toJsonText). */
export type CreateBookingBody = z.input<typeof createBookingBody>;
/** What the API reads once the body is checked (JSON text parsed, ids as numbers). */
export type CreateBookingRequest = z.infer<typeof createBookingBody>;
