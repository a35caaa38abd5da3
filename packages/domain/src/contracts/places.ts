import { z } from 'zod';
import { listOf } from './common.ts';
import { message, PLACE_INPUT_MAX } from '../index.ts';
import { positiveIntId } from '../schemas.ts';

// Requests of the places area; their answers follow.
// Lengths beyond these are refused here; the name and street rules (with their messages) are the use case's.
const placeIdSchema = z
  .string({ error: message('placeNotFound') })
  .max(20, { error: message('placeNotFound') });
const text = (max: number) =>
  z.string({ error: message('invalidRequest') }).max(max, { error: message('invalidRequest') });

export const placeAutocompleteQuery = z.object({
  input: z
    .string()
    .max(PLACE_INPUT_MAX * 2)
    .default(''),
});
export const placeDetailQuery = z.object({ placeid: placeIdSchema });
export const savedPlaceParams = z.object({ attrId: positiveIntId });
export const savedPlaceBody = z.object({
  name: text(200),
  placeId: placeIdSchema,
  detail: text(500).optional(),
});
export const savedPlaceChangeBody = z.object({
  name: text(200).optional(),
  placeId: placeIdSchema.optional(),
  detail: text(500).optional(),
});
/** What the web sends. */
export type PlaceAutocompleteQuery = z.input<typeof placeAutocompleteQuery>;
export type PlaceDetailQuery = z.input<typeof placeDetailQuery>;
export type SavedPlaceBody = z.input<typeof savedPlaceBody>;
export type SavedPlaceChangeBody = z.input<typeof savedPlaceChangeBody>;

// Answers of the places area (issue 19; decision in docs/decisions, "Vietnam's 2025 administrative map").
// Shapes, kept stable for other areas (booking at home uses them):
//   GET  /api/appcustomer/location/autocomplete?input=…        → { data: PlaceSuggestion[] }   (anyone)
//   GET  /api/appcustomer/location/address-by-placeid?placeid=… → { data: PlaceDetail }         (anyone; 404 unknown)
//   GET  /api/appcustomer/location                              → { data: SavedPlace[] }        (logged in; 401)
//   POST /api/appcustomer/location {name, placeId, detail?}     → { data: SavedPlace }          (logged in)
//   GET|PUT|DELETE /api/appcustomer/location/:attrId            → { data: SavedPlace } / { data: { attrId } }
//        (logged in; another customer's place 403, none 404; PUT takes any of name, placeId, detail)
//   GET  /api/booking-info/salon-near-location?phoneNumber&attrId | placeid | latitude&longitude [&numOfSalon]
//        → { data: {salonId, distance}[] } nearest first (5 by default)
// A place id names a 2025 unit: 'W<commune code>' or 'P<province code>', with '-O<n>' / '-OP<n>' when it was
// found under an old name (the answer then carries that old name beside the new one).

export const placeSuggestion = z.object({
  placeId: z.string(),
  mainText: z.string().describe("The 2025 unit's name, e.g. 'Phường An Hội Tây'"),
  secondaryText: z.string().describe('Its province; empty for a province'),
  description: z.string(),
  oldName: z
    .string()
    .nullable()
    .describe('The old-map name the search matched, shown beside; null for a new name'),
});
export type PlaceSuggestion = z.infer<typeof placeSuggestion>;

export const placeDetail = z.object({
  placeId: z.string(),
  address: z.string().describe('New-map address: commune, province'),
  oldAddress: z.string().nullable().describe('Old-map address it was found under, or null'),
  provinceCode: z.string(),
  provinceName: z.string(),
  wardCode: z.string().nullable(),
  wardName: z.string().nullable(),
  latitude: z.number().describe('Approximate: the commune centre (see the decision record)'),
  longitude: z.number(),
});
export type PlaceDetail = z.infer<typeof placeDetail>;

export const savedPlace = z.object({
  attrId: z.number(),
  attrName: z.string(),
  detail: z.string().describe('House number and street as typed'),
  placeId: z.string().nullable(),
  address: z.string(),
  oldAddress: z.string().nullable(),
  provinceCode: z.string().nullable(),
  wardCode: z.string().nullable(),
  latitude: z.number(),
  longitude: z.number(),
});
export type SavedPlace = z.infer<typeof savedPlace>;

export const placeSuggestionsAnswer = listOf(placeSuggestion);
export const placeDetailAnswer = z.object({ data: placeDetail });
export const savedPlacesAnswer = listOf(savedPlace);
export const savedPlaceAnswer = z.object({ data: savedPlace });
export const removedPlaceAnswer = z.object({ data: z.object({ attrId: z.number() }) });
