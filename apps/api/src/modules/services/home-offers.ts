import { dayPrice, type HomeOffer } from '@salon/domain';
import type { Db } from '../../db/connect.ts';
import { soldServices, specialDayRules } from './repo.ts';

/**
 * The catalogue's services as home sells them on `dateIso`: name, subtitle, duration and the day's
 * price by the booking's own pricing rule (special days included; the salon picks the stylist).
 * Services no longer sold are absent.
 */
export async function homeOffers(
  db: Db,
  serviceIds: readonly number[],
  dateIso: string,
): Promise<Map<number, HomeOffer>> {
  const [rows, rules] = await Promise.all([soldServices(db, serviceIds), specialDayRules(db, serviceIds)]);
  return new Map(
    rows.map((r) => [
      r.serviceId,
      {
        name: r.versionName ? `${r.name} (${r.versionName})` : r.name,
        subtitle: r.subtitle,
        timeServe: r.timeServe,
        price: dayPrice(r, rules, dateIso),
      },
    ]),
  );
}
