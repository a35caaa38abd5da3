import { z } from 'zod';
import { listOf } from './common.ts';
import { guideScreen } from './services.ts';
import { message } from '../index.ts';
import { phoneSchema, positiveIntId, strictInt } from '../schemas.ts';

// Requests of the salon choice; their answers follow.
export const visitedSalonsQuery = z.object({ customerPhone: phoneSchema });
export const savedAddressesQuery = z.object({ phoneNumber: phoneSchema });
const coordinate = (limit: number) =>
  z
    .string()
    .regex(/^-?\d{1,3}(\.\d{1,10})?$/, { error: message('invalidRequest') })
    .transform(Number)
    .pipe(
      z
        .number()
        .min(-limit, { error: message('invalidRequest') })
        .max(limit, { error: message('invalidRequest') }),
    );
/** A saved address (attrId, its owner only), a place of the address search (placeid), or coordinates. */
export const salonsNearLocationQuery = z.object({
  phoneNumber: phoneSchema.optional(),
  attrId: positiveIntId.optional(),
  placeid: z.string().max(20).optional(),
  latitude: coordinate(90).optional(),
  longitude: coordinate(180).optional(),
  numOfSalon: strictInt(1, 30).optional(),
});
export const salonOffQuery = z.object({ salonId: positiveIntId });
export const bookingPrivacyQuery = z.object({
  phone: phoneSchema.optional(),
  salonId: positiveIntId.optional(),
  lang: z.enum(['vi', 'en']).default('vi'),
});
/** What the web sends. */
export type VisitedSalonsQuery = z.input<typeof visitedSalonsQuery>;
export type SavedAddressesQuery = z.input<typeof savedAddressesQuery>;
export type SalonsNearLocationQuery = z.input<typeof salonsNearLocationQuery>;
export type SalonOffQuery = z.input<typeof salonOffQuery>;
export type BookingPrivacyQuery = z.input<typeof bookingPrivacyQuery>;

// Answers of the salon choice (decision 0010): provinces, salons, visited and nearby salons,
// closures and the booking role of a phone.

export const province = z.object({
  cityId: z.number(),
  cityName: z.string(),
  totalSalon: z.number(),
  vungMienId: z.number(),
  searchText: z.string(),
  districtModels: z.array(z.object({ districtId: z.number(), districtName: z.string() })),
});
export type Province = z.infer<typeof province>;

export const salon = z.object({
  id: z.number(),
  name: z.string(),
  cityId: z.number(),
  cityName: z.string(),
  districtId: z.number().nullable(),
  districtName: z.string().nullable(),
  latitude: z.number(),
  longitude: z.number(),
  searchText: z.string(),
  address: z.string(),
  addressNew: z.string(),
  addressNote: z.string().nullable(),
  images: z.array(z.string()),
  parking: z.boolean(),
  salonHot: z.boolean(),
  tagTopSalon: z.boolean(),
  tag: z.string().nullable(),
  bookManyPeople: z.enum(['off', 'all', 'notToday']),
  selectConsultation: z.boolean(),
  openingDate: z.string().nullable().describe('DD-MM-YYYY'),
  warnText: z.string().nullable(),
  phone: z.string(),
  hotline: z.string(),
  map: z.string().nullable().describe('Directions link; null while the salon has none'),
  closedUntil: z
    .string()
    .nullable()
    .optional()
    .describe('DD-MM-YYYY: last day of the closure covering today; null when open'),
});
export type Salon = z.infer<typeof salon>;

export const provinceListAnswer = listOf(province);
export const salonListAnswer = listOf(salon);
export type SalonListAnswer = z.infer<typeof salonListAnswer>;

export const visitedSalonsAnswer = listOf(z.object({ title: z.string(), data: z.array(z.number()) }));
export type VisitedSalonGroup = z.infer<typeof visitedSalonsAnswer>['data'][number];
export const savedAddressAnswer = listOf(z.object({ attrId: z.number(), attrName: z.string() }));
export type SavedAddress = z.infer<typeof savedAddressAnswer>['data'][number];
export const nearSalonsAnswer = listOf(z.object({ salonId: z.number(), distance: z.number() }));
export type NearSalon = z.infer<typeof nearSalonsAnswer>['data'][number];

export const salonOffAnswer = z.object({
  data: z.object({
    message: z.string().nullable().describe('Set while the salon is closed; null otherwise'),
    salonBackUp: z.array(z.object({ salonId: z.number(), distance: z.number(), salon })),
  }),
});
export type SalonOff = z.infer<typeof salonOffAnswer>['data'];

export const bookingRoleAnswer = z.object({
  data: z.object({
    memberType: z.number(),
    allowBookStylist: z.boolean(),
    allowMultiple: z.boolean(),
    daysBookFuture: z.number(),
    maxDaysBookFuture: z.number(),
    specialHours: z.object({
      today: z.array(z.string()),
      normal: z.array(z.string()),
      weekend: z.array(z.string()),
    }),
    guideScreens: z
      .array(guideScreen)
      .describe("The salon's step guides (the chain's defaults without salonId), in the asked language"),
  }),
});
/** The booking-privacy role of a phone (001 §3 Role). */
export type BookingRole = z.infer<typeof bookingRoleAnswer>['data'];
