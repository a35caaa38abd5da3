import { z } from 'zod';
import { optionalBookingPhone } from './common.ts';
import { INT4_MAX, message } from '../index.ts';
import { bookDateSchema, positiveIntId, strictInt } from '../schemas.ts';

// Requests of the services area (001 §7); their answers follow.

const MAX_CHOSEN_IDS = 50;

/** salonId as query text; 0 means "no salon yet" and is answered by the use case. */
const salonIdParam = strictInt(0, INT4_MAX, { blankAs: 0 });
const langParam = z.enum(['vi', 'en']).default('vi');
/** '1011,4011', or '0' / '' for none. */
const idList = z
  .string()
  .optional()
  .transform((v, ctx) => {
    const text = (v ?? '').trim();
    if (text === '' || text === '0') return [];
    const ids = text.split(',').map((p) => p.trim());
    const bad = ids.some((p) => !/^[1-9]\d{0,8}$/.test(p));
    if (bad || ids.length > MAX_CHOSEN_IDS) {
      ctx.addIssue({ code: 'custom', message: message('invalidId') });
      return z.NEVER;
    }
    return [...new Set(ids.map(Number))];
  });

export const serviceListQuery = z.object({
  salonId: salonIdParam,
  customerPhone: optionalBookingPhone,
  lang: langParam,
  choosenServiceIds: idList,
});
export type ServiceListRequest = z.infer<typeof serviceListQuery>;

export const serviceDetailQuery = z.object({
  salonId: salonIdParam,
  groupId: positiveIntId,
  memberType: strictInt(0, 4, { error: message('invalidRequest'), blankAs: 0 }).default(0),
  lang: langParam,
});
export type ServiceDetailRequest = z.infer<typeof serviceDetailQuery>;

export const priceQuoteQuery = z.object({
  salonId: salonIdParam,
  serviceIds: idList,
  dateBook: bookDateSchema.describe('DD-MM-YYYY or YYYY-MM-DD'),
  stylistSkillLevel: strictInt(1, 5, { error: message('invalidRequest') }).optional(),
});
export type PriceQuoteRequest = z.infer<typeof priceQuoteQuery>;
/** What the web sends. */
export type ServiceListQuery = z.input<typeof serviceListQuery>;
export type ServiceDetailQuery = z.input<typeof serviceDetailQuery>;
export type PriceQuoteQuery = z.input<typeof priceQuoteQuery>;

// Answers of the services area (001 §7): the salon's service list, a group's detail and the
// server's price of a selection.

export const upsaleService = z.object({
  serviceId: z.number(),
  title: z.string(),
  subtitle: z.string(),
  price: z.string().describe("'FREE', '99K' or a full amount"),
  priceNum: z.number(),
  oldPrice: z.string().nullable(),
  oldPriceNum: z.number().nullable(),
  timeServe: z.number(),
  serviceImage: z.array(z.string()),
  groupId: z.number(),
  parentServiceId: z.number().nullable(),
});

export const childService = z.object({
  serviceId: z.number(),
  name: z.string(),
  title: z.string(),
  subtitle: z.string(),
  versionName: z.string().nullable(),
  price: z.string().describe("'FREE', '99K' or a full amount; priceNum is the number"),
  priceNum: z.number(),
  oldPrice: z.string().nullable(),
  oldPriceNum: z.number().nullable(),
  timeServe: z.number(),
  serviceImage: z.array(z.string()),
  tags: z.array(z.string()),
  campaignTags: z.array(z.object({ campaignId: z.number(), desc: z.string() })),
  hasDetail: z.boolean(),
  hasSpecial: z.boolean().describe('A rulesSpecialDay entry reprices this service'),
  priceSpecialDay: z.number().nullable(),
  used: z.boolean().describe("In one of the customer's past bookings"),
  selected: z.union([z.literal(0), z.literal(1)]),
  groupId: z.number(),
  group: z.string(),
  parentServiceId: z.number().nullable(),
  isDefaultService: z.boolean(),
  upsaleServices: z.array(upsaleService),
  categoryId: z.number(),
  comboDetail: z.array(z.object({ id: z.number(), name: z.string(), type: z.number(), skillId: z.number() })),
  serviceDeliveryType: z.number().describe('1 at the salon, 2 at home or elsewhere, 3 both'),
  needsSkinner: z.boolean(),
});
export const serviceItem = childService.extend({ listService: z.array(childService) });

export const serviceGroup = z.object({
  groupId: z.number(),
  title: z.string(),
  services: z.array(serviceItem),
});
export const serviceCategory = z.object({
  categoryId: z.number(),
  categoryName: z.string(),
  title: z.string(),
  order: z.number(),
  bgColor: z.string(),
  textColor: z.string(),
  serviceGroups: z.array(serviceGroup),
  services: z.array(serviceItem).describe('The services of every group of the category, in order'),
});

export const nextStepRule = z.object({
  ruleType: z.enum(['equals', 'regex', 'other']),
  serviceSelected: z.string(),
  listService: z.array(z.number()),
  title: z.string(),
  image: z.string().nullable(),
});
export const specialDayRule = z.object({
  date: z.array(z.string()).describe('DD-MM-YYYY'),
  serviceId: z.number(),
  serviceSpecial: z.number().nullable().describe('Price on those dates'),
  serviceStylist: z.number().nullable().describe('Price with a stylist of at least stylistLevelId'),
  serviceSpecialStylist: z.number().nullable().describe('Price on those dates with such a stylist'),
  stylistLevelId: z.number().nullable(),
});
export const guideScreen = z.object({
  step: z.number(),
  guide: z.string(),
  guideList: z.array(z.object({ regex: z.string(), message: z.string() })),
});

export const serviceListAnswer = z.object({
  data: z.object({
    data: z.array(serviceCategory),
    ruleShowBookings: z.array(z.object({ serviceId: z.number(), deliveryType: z.number() })),
    isSaveServiceChoosen: z.boolean(),
    rulesNextStep: z.array(nextStepRule),
    rulesSpecialDay: z.array(specialDayRule),
    guideScreens: z.array(guideScreen),
    isAlertCampaign: z.boolean(),
    selectConsultation: z.boolean(),
  }),
});
export type ServiceListAnswer = z.infer<typeof serviceListAnswer>;
export type ServiceListData = ServiceListAnswer['data'];
export type ServiceItem = z.infer<typeof serviceItem>;
export type ChildServiceItem = z.infer<typeof childService>;
export type UpsaleItem = z.infer<typeof upsaleService>;
export type ServiceCategory = z.infer<typeof serviceCategory>;
export type WireSpecialDayRule = z.infer<typeof specialDayRule>;

export const serviceDetailAnswer = z.object({
  data: z.object({
    groupId: z.number(),
    title: z.string(),
    titleContent: z.string(),
    tags: z.array(z.string()),
    banners: z.array(z.object({ type: z.enum(['image', 'video']), link: z.string() })),
    services: z.array(serviceItem),
    upsaleServices: z.array(upsaleService).describe('Add-ons of every version, without repeats'),
  }),
});
export type ServiceDetailAnswer = z.infer<typeof serviceDetailAnswer>;
export type ServiceDetailData = ServiceDetailAnswer['data'];

export const priceQuoteAnswer = z.object({
  data: z.object({
    services: z.array(
      z.object({
        serviceId: z.number(),
        name: z.string(),
        price: z.number(),
        oldPrice: z.number().nullable(),
        timeServe: z.number(),
        needsSkinner: z.boolean(),
      }),
    ),
    total: z.number(),
    totalTime: z.number(),
    needsSkinner: z.boolean(),
    isMaster: z.boolean(),
  }),
});
export type PriceQuoteAnswer = z.infer<typeof priceQuoteAnswer>;
export type PriceQuote = PriceQuoteAnswer['data'];
