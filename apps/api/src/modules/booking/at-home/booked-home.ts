// The address an at-home booking is served at, as the success page and the owner's lookup show it.

/** Booking columns (alias b) the detail and lookup reads add to their select. */
export const bookedHomeColumns = [
  'b.is_book_at_home',
  'b.home_address',
  'b.home_distance_km',
  'b.travel_minutes',
] as const;

export function toBookedHome(row: {
  is_book_at_home: boolean;
  home_address: string | null;
  home_distance_km: number | null;
  travel_minutes: number | null;
}) {
  if (!row.is_book_at_home || row.home_address === null) return null;
  return {
    address: row.home_address,
    distance: Number(row.home_distance_km ?? 0),
    travelMinutes: row.travel_minutes ?? 0,
  };
}
