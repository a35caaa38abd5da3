import { z } from 'zod';

// Booking at home (issue 19, decision 0124): the salons that serve an address, and the address a
// booking is served at (booking detail and lookup, beside 000 §3's isBookAtHome).

export const homeSalon = z.object({
  salonId: z.number(),
  name: z.string(),
  address: z.string(),
  distance: z.number().describe('km, 001 §9 planar rule'),
  radiusKm: z.number().describe('How far the salon serves homes'),
  travelMinutes: z.number().describe('One way; blocked in the stylist’s day before and after the visit'),
});
export type HomeSalon = z.infer<typeof homeSalon>;

/** GET /api/v1/booking/at-home/salons: the home's point. */
export const homePointQuery = z.object({
  latitude: z.coerce.number().min(-90).max(90),
  longitude: z.coerce.number().min(-180).max(180),
});
export type HomePointQuery = z.input<typeof homePointQuery>;

export const homeSalonsAnswer = z.object({ statusCode: z.literal(200), data: z.array(homeSalon) });
export type HomeSalonsAnswer = z.infer<typeof homeSalonsAnswer>;

/** Where an at-home booking is served (its owner only); null for a booking at the salon. */
export const bookedHome = z
  .object({
    address: z.string(),
    distance: z.number().describe('km from the salon'),
    travelMinutes: z.number(),
    // What a change sends back (the web reopens the booking in /booking-at-home with them).
    latitude: z.number(),
    longitude: z.number(),
    placeId: z.string().nullable(),
    attrId: z.number().nullable(),
  })
  .nullable();
export type BookedHome = z.infer<typeof bookedHome>;
