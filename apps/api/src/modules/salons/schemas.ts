import { phoneSchema, positiveIntId, strictInt } from '@salon/domain/schemas';
import { z } from 'zod';

// Request and answer shapes of the salons area (they also feed the OpenAPI description).
export const provinceSchema = z.object({
  cityId: z.number(),
  cityName: z.string(),
  totalSalon: z.number(),
  vungMienId: z.number(),
  searchText: z.string(),
  districtModels: z.array(z.object({ districtId: z.number(), districtName: z.string() })),
});

export const salonSchema = z.object({
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

export const listOf = <T extends z.ZodType>(item: T) => z.object({ data: z.array(item) });

export const customerPhoneQuery = z.object({ customerPhone: phoneSchema });
export const phoneNumberQuery = z.object({ phoneNumber: phoneSchema });
export const nearLocationQuery = z.object({
  phoneNumber: phoneSchema,
  attrId: positiveIntId,
  numOfSalon: strictInt(1, 30).optional(),
});
export const salonIdQuery = z.object({ salonId: positiveIntId });
export const privacyQuery = z.object({ phone: phoneSchema.optional(), salonId: positiveIntId.optional() });

export const visitedAnswer = listOf(z.object({ title: z.string(), data: z.array(z.number()) }));
export const savedAddressAnswer = listOf(z.object({ attrId: z.number(), attrName: z.string() }));
export const nearAnswer = listOf(z.object({ salonId: z.number(), distance: z.number() }));
export const salonOffAnswer = z.object({
  data: z.object({
    message: z.string().nullable().describe('Set while the salon is closed; null otherwise'),
    salonBackUp: z.array(z.object({ salonId: z.number(), distance: z.number(), salon: salonSchema })),
  }),
});
export const privacyAnswer = z.object({
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
  }),
});
