import {
  catalogueOf,
  checkStillSold,
  isBookStylistMaster,
  repriceService,
  validateSelection,
  Refusal,
} from '@salon/domain';
import type { Db } from '../../db/connect.ts';
import { withMemberPrices } from './member-pricing.ts';
import { findSalon, salonServices, specialDayRules } from './repo.ts';

export interface PriceServicesInput {
  salonId: number;
  serviceIds: readonly number[];
  /** The booking date, ISO 'YYYY-MM-DD'. */
  dateIso: string;
  /** The chosen stylist's skill level; omit when the system picks the stylist. */
  stylistSkillLevel?: number | null;
  /** The customer's member tier (from the session or the customer record, never the client); null: none. */
  memberType?: number | null;
}

export interface PricedService {
  serviceId: number;
  name: string;
  price: number;
  oldPrice: number | null;
  timeServe: number;
  needsSkinner: boolean;
  /** serviceDeliveryType: 1 at the salon, 2 at home only, 3 both. */
  deliveryType: number;
}

export interface PricedSelection {
  services: PricedService[];
  total: number;
  totalTime: number;
  needsSkinner: boolean;
  /** The selection meets a stylist-level rule for this stylist (the booking's isMaster). */
  isMaster: boolean;
}

/**
 * The server's price of one person's services at a salon on a day (the client's total is only a
 * preview). Refuses, with a 400 and a Vietnamese message, services the salon does not sell and
 * selections that break the selection rules; applies special-day and stylist-level prices.
 */
export async function priceServices(db: Db, input: PriceServicesInput): Promise<PricedSelection> {
  const salon = await findSalon(db, input.salonId);
  if (!salon) throw new Refusal('salonNotFound');
  const ids = [...input.serviceIds];
  if (ids.length === 0) throw new Refusal('chooseServicesFirst');
  const rows = await withMemberPrices(db, await salonServices(db, salon.id, ids), input.memberType ?? null);
  const sold = checkStillSold(ids, new Set(rows.map((r) => r.serviceId)));
  if (!sold.ok) throw Refusal.invalid(sold.error);
  const valid = validateSelection(ids, catalogueOf(rows));
  if (!valid.ok) throw Refusal.invalid(valid.error);

  const rules = await specialDayRules(db, ids);
  const byId = new Map(rows.map((r) => [r.serviceId, r]));
  const services = ids.map((id) => {
    const row = byId.get(id);
    if (!row) throw new Refusal('servicesDiscontinued');
    const priced = repriceService(row, rules, input);
    return {
      serviceId: id,
      name: row.versionName ? `${row.name} (${row.versionName})` : row.name,
      price: priced.price,
      oldPrice: priced.oldPrice,
      timeServe: row.timeServe,
      needsSkinner: row.needsSkinner,
      deliveryType: row.deliveryType,
    };
  });
  return {
    services,
    total: services.reduce((sum, s) => sum + s.price, 0),
    totalTime: services.reduce((sum, s) => sum + s.timeServe, 0),
    needsSkinner: services.some((s) => s.needsSkinner),
    isMaster: isBookStylistMaster([{ serviceIds: ids, stylistSkillLevel: input.stylistSkillLevel }], rules),
  };
}
