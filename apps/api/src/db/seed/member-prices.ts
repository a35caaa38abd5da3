import type { NewRow } from '../schema.ts';
import { memberConfig } from './home-content-documents.ts';

// Member prices seeded from member-config's benefits ('Giảm 5% mọi dịch vụ' …), so the header's
// promise and the prices come from one document: one all-services row per tier.
export function memberPriceRows(): NewRow<'member_price'>[] {
  return memberConfig.tiers.flatMap((tier) => {
    const percent = tier.benefits.map((b) => /^Giảm (\d+)% mọi dịch vụ$/.exec(b)?.[1]).find(Boolean);
    return percent
      ? [{ member_type: tier.memberType, service_id: null, group_id: null, percent: Number(percent) }]
      : [];
  });
}
