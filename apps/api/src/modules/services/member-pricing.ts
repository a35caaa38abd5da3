import { type MemberPriceRule, memberPrice, pricedMemberType } from '@salon/domain';
import type { Db } from '../../db/connect.ts';
import type { ServiceRecord } from './repo.ts';

// Member prices on the server: the tier is the logged-in caller's (never a query field), the
// percentages are rows of member_price; the rule itself is the domain's memberPrice.

/** The caller's member tier (2, 3, 4), or null for an anonymous caller or a customer without one. */
export async function callerMemberType(
  db: Db,
  customerId: number | null | undefined,
): Promise<number | null> {
  if (!customerId) return null;
  const row = await db
    .selectFrom('customer')
    .select('member_type')
    .where('id', '=', customerId)
    .executeTakeFirst();
  return pricedMemberType(row?.member_type);
}

export async function memberPriceRules(db: Db, memberType: number | null): Promise<MemberPriceRule[]> {
  if (memberType === null) return [];
  const rows = await db
    .selectFrom('member_price')
    .select(['member_type', 'service_id', 'group_id', 'percent'])
    .where('member_type', '=', memberType)
    .execute();
  return rows.map((r) => ({
    memberType: r.member_type,
    serviceId: r.service_id,
    groupId: r.group_id,
    percent: r.percent,
  }));
}

/** The catalogue records priced for the tier (the anonymous prices when memberType is null). */
export async function withMemberPrices<
  T extends Pick<ServiceRecord, 'serviceId' | 'groupId' | 'price' | 'oldPrice'>,
>(db: Db, records: T[], memberType: number | null): Promise<T[]> {
  const rules = await memberPriceRules(db, memberType);
  if (rules.length === 0) return records;
  return records.map((r) => ({ ...r, ...memberPrice(r, rules, memberType) }));
}
