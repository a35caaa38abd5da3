import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema.ts';
import { type PricedSelection, priceServices } from '../../services/index.ts';

// Prices and durations of a person's services, recomputed on the server (the client's figures are
// never trusted). The services module owns the pricing rules; this is the one place booking asks.

export type PricedServices = PricedSelection;

const NOTHING_CHOSEN: PricedServices = {
  services: [],
  total: 0,
  totalTime: 0,
  needsSkinner: false,
  isMaster: false,
};

/**
 * The person's services priced for the salon and day. No service (the hours of a day before
 * services are chosen, or a consultation salon's "staff choose in store") occupies one slot.
 */
export async function priceForBooking(
  db: Kysely<Database>,
  input: {
    salonId: number;
    serviceIds: readonly number[];
    dateIso: string;
    stylistSkillLevel?: number;
    /** Member prices (services module): the logged-in owner's tier, else null for the anonymous price. */
    memberType?: number | null;
  },
): Promise<PricedServices> {
  if (input.serviceIds.length === 0) return NOTHING_CHOSEN;
  return priceServices(db, { ...input, serviceIds: [...new Set(input.serviceIds)] });
}
