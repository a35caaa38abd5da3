import type { Transaction } from 'kysely';
import type { Database } from '../schema.ts';

// Demo lucky wheel (issue 20): one wheel of 8 slots whose vouchers are real voucher campaigns of
// seed/campaigns.ts (10, 13, 14), quests, spin packages, lucky-sprint vouchers, and spins and lucky
// points for two demo customers.

export const DEMO_WHEEL_ID = 1;
/** The demo customer who starts with spins and lucky points (0912 345 678). */
export const DEMO_LUCKY_PHONE = '+84912345678';

const gifts = [
  [0, 'voucher', 'Voucher giảm 50% gội dưỡng sinh', '50% off a herbal head spa', 10, 0, 10, 50, '#0b5d4b'],
  [1, 'points', '50 điểm may mắn', '50 lucky points', null, 50, 20, null, '#f2a93b'],
  [2, 'none', 'Chúc may mắn lần sau', 'Better luck next time', null, 0, 25, null, '#7b8794'],
  [3, 'voucher', 'Voucher cắt tóc nữ giảm 30%', "30% off a women's haircut", 14, 0, 8, 30, '#b83b5e'],
  [4, 'spins', 'Thêm 1 lượt quay', 'One more spin', null, 1, 10, null, '#3366cc'],
  [5, 'points', '100 điểm may mắn', '100 lucky points', null, 100, 10, null, '#e07a1f'],
  [6, 'none', 'Chúc may mắn lần sau', 'Better luck next time', null, 0, 12, null, '#52606d'],
  [7, 'voucher', 'Ngâm chân thảo dược 39K', 'Herbal foot soak 39K', 13, 0, 5, 20, '#6a3d9a'],
] as const;

export async function seedLuckyWheel(trx: Transaction<Database>): Promise<void> {
  await trx
    .insertInto('lucky_wheel')
    .values({
      id: DEMO_WHEEL_ID,
      name: 'Vòng quay may mắn',
      name_en: 'Lucky wheel',
      description: 'Mỗi lượt quay trúng voucher dịch vụ, điểm may mắn hoặc thêm lượt quay.',
      description_en: 'Every spin can win a service voucher, lucky points or another spin.',
    })
    .execute();
  await trx
    .insertInto('lucky_gift')
    .values(
      gifts.map(([position, kind, name, nameEn, campaignId, amount, weight, stock, color]) => ({
        id: position + 1,
        wheel_id: DEMO_WHEEL_ID,
        position,
        kind,
        name,
        name_en: nameEn,
        campaign_id: campaignId,
        amount,
        weight,
        stock,
        color,
      })),
    )
    .execute();
  await trx
    .insertInto('lucky_quest')
    .values([
      {
        id: 1,
        kind: 'visit',
        name: 'Làm đẹp tại salon',
        name_en: 'Visit a salon',
        spins: 1,
        max_times: null,
      },
      {
        id: 2,
        kind: 'rating',
        name: 'Đánh giá lượt làm đẹp',
        name_en: 'Rate a visit',
        spins: 1,
        max_times: null,
      },
      { id: 3, kind: 'topup', name: 'Nạp tiền vào tài khoản', name_en: 'Top up', spins: 1, max_times: 5 },
    ])
    .execute();
  await trx
    .insertInto('lucky_exchange_package')
    .values([
      { id: 1, name: '1 lượt quay', name_en: '1 spin', points: 100, spins: 1, sort_order: 1 },
      { id: 2, name: '3 lượt quay', name_en: '3 spins', points: 250, spins: 3, sort_order: 2 },
      { id: 3, name: '5 lượt quay', name_en: '5 spins', points: 400, spins: 5, sort_order: 3 },
    ])
    .execute();
  await trx
    .insertInto('lucky_sprint_voucher')
    .values([
      { id: 1, campaign_id: 10, points: 150, stock: 100, sort_order: 1 },
      { id: 2, campaign_id: 13, points: 200, stock: 20, sort_order: 2 },
      { id: 3, campaign_id: 14, points: 300, stock: 50, sort_order: 3 },
    ])
    .execute();
  const starters = [
    [DEMO_LUCKY_PHONE, 3, 500],
    ['+84987654321', 1, 200],
  ] as const;
  for (const [phone, spins, points] of starters) {
    const customer = await trx
      .selectFrom('customer')
      .select('id')
      .where('phone', '=', phone)
      .executeTakeFirst();
    if (!customer) continue;
    await trx
      .insertInto('lucky_account')
      .values({ customer_id: customer.id, spins, points })
      .onConflict((oc) => oc.column('customer_id').doUpdateSet({ spins, points }))
      .execute();
    await trx
      .insertInto('lucky_spin_ledger')
      .values({ customer_id: customer.id, amount: spins, kind: 'opening', spins_after: spins })
      .execute();
    await trx
      .insertInto('lucky_point_ledger')
      .values({ customer_id: customer.id, amount: points, kind: 'opening', points_after: points })
      .execute();
  }
}
