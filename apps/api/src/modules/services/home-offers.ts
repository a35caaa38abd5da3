import { dayPrice, type HomeOffer } from '@salon/domain';
import type { Db } from '../../db/connect.ts';
import { translatorFor, type Lang } from '../translations/index.ts';
import { soldServices, specialDayRules } from './repo.ts';

/**
 * The catalogue's services as home sells them on `dateIso`: name, subtitle, duration and the day's
 * price by the booking's own pricing rule (special days included; the salon picks the stylist), the
 * words in `lang`. Services no longer sold are absent.
 */
export async function homeOffers(
  db: Db,
  serviceIds: readonly number[],
  dateIso: string,
  lang: Lang = 'vi',
): Promise<Map<number, HomeOffer>> {
  const [rows, rules] = await Promise.all([soldServices(db, serviceIds), specialDayRules(db, serviceIds)]);
  const t = await translatorFor(
    db,
    lang,
    rows.flatMap((r) => [r.name, r.versionName ?? '', r.subtitle]),
  );
  return new Map(
    rows.map((r) => [
      r.serviceId,
      {
        name: r.versionName ? `${t(r.name)} (${t(r.versionName)})` : t(r.name),
        subtitle: t(r.subtitle),
        timeServe: r.timeServe,
        price: dayPrice(r, rules, dateIso),
      },
    ]),
  );
}
