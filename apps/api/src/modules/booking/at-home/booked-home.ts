// The address an at-home booking is served at, as the success page and the owner's lookup show it.

/** Booking columns (alias b) the detail and lookup reads add to their select. */
export const bookedHomeColumns = [
  'b.is_book_at_home',
  'b.home_address',
  'b.home_distance_km',
  'b.travel_minutes',
  'b.home_latitude',
  'b.home_longitude',
  'b.home_place_id',
  'b.home_attr_id',
] as const;

export function toBookedHome(row: {
  is_book_at_home: boolean;
  home_address: string | null;
  home_distance_km: number | null;
  travel_minutes: number | null;
  home_latitude: number | null;
  home_longitude: number | null;
  home_place_id: string | null;
  home_attr_id: number | null;
}) {
  if (!row.is_book_at_home || row.home_address === null) return null;
  return {
    address: row.home_address,
    distance: Number(row.home_distance_km ?? 0),
    travelMinutes: row.travel_minutes ?? 0,
    // The same address, point and ids again, so a change can send them back (decision 0124).
    latitude: Number(row.home_latitude ?? 0),
    longitude: Number(row.home_longitude ?? 0),
    placeId: row.home_place_id,
    attrId: row.home_attr_id,
  };
}
