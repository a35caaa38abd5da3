import { Refusal } from '@salon/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { redeemVoucher, takePublicUse } from './redeem.ts';

// Decision 0101: a booking waiting for its OTP only notes its promotions; confirming it takes their
// uses, in the confirming transaction, with the same guarantees as a use taken at create: conditional
// decrements (`remaining > 0`, re-checked by PostgreSQL after a concurrent writer) and the unique
// index on confirmed once-per-phone uses. A use that is gone refuses the confirmation (the caller's
// transaction rolls back and the booking stays pending): the customer never pays a price they did
// not see, and can choose the promotions again.

type Trx = Kysely<Database>;
const UNIQUE_VIOLATION = '23505';

function refuse(
  key: 'campaignUsedUpAtConfirm' | 'campaignOncePerPhoneAtConfirm',
  c: { id: number; name: string },
) {
  return new Refusal(key, {
    vars: { name: c.name },
    extra: {
      reason: key === 'campaignUsedUpAtConfirm' ? 'campaign_used_up' : 'campaign_once_per_phone',
      campaignId: c.id,
    },
  });
}

/** Takes the uses noted by a pending booking; throws a Refusal when one is no longer there. */
export async function takeNotedUses(trx: Trx, bookingId: number, now: Date): Promise<void> {
  const noted = await trx
    .selectFrom('campaign_redemption as r')
    .innerJoin('campaign as c', 'c.id', 'r.campaign_id')
    .select(['r.id', 'r.customer_id', 'c.id as campaignId', 'c.name', 'c.scope', 'c.remaining_usage'])
    .where('r.booking_id', '=', bookingId)
    .where('r.taken_at', 'is', null)
    .where('r.released_at', 'is', null)
    .orderBy('r.id')
    .execute();
  for (const r of noted) {
    const campaign = { id: r.campaignId, name: r.name };
    let voucherId: number | null = null;
    if (r.scope === 'voucher') {
      voucherId = await redeemVoucher(trx, { customerId: r.customer_id, campaignId: r.campaignId });
      if (voucherId === null) throw refuse('campaignUsedUpAtConfirm', campaign);
    } else if (r.remaining_usage !== null && !(await takePublicUse(trx, r.campaignId))) {
      throw refuse('campaignUsedUpAtConfirm', campaign);
    }
    try {
      // Taking the use enters the once-per-phone unique index (migration 009).
      await trx
        .updateTable('campaign_redemption')
        .set({ taken_at: now, voucher_id: voucherId })
        .where('id', '=', r.id)
        .execute();
    } catch (err) {
      if ((err as { code?: string }).code === UNIQUE_VIOLATION) {
        throw refuse('campaignOncePerPhoneAtConfirm', campaign);
      }
      throw err;
    }
  }
}
