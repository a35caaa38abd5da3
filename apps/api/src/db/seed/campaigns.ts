import { addDays } from '@salon/domain';
import type { Kysely } from 'kysely';
import type { Database, NewRow } from '../schema.ts';

// Demo promotions, dated relative to today: public campaigns (one per kind of rule),
// voucher campaigns handed out by codes or claims, and a gift voucher for a demo customer.

/** A code that gives a voucher of 50% off the "Gội đầu dưỡng sinh" versions (one use). */
export const DEMO_PROMO_CODE = 'GOIDAU50';
/** A code whose campaign ended: claiming it is refused. */
export const DEMO_EXPIRED_CODE = 'HETHAN';
/** The demo customer holding a gift voucher (0912 345 678). */
export const DEMO_GIFT_PHONE = '+84912345678';

const PAY_AT_SALON = 'Thanh toán tại salon: tiền mặt, thẻ hoặc chuyển khoản';
const IMAGE = (name: string) => `/images/campaigns/${name}.svg`;

type CampaignSeed = NewRow<'campaign'> & { salons?: number[]; apply: number[]; condition?: number[] };

function campaignSeeds(today: string): CampaignSeed[] {
  const from = addDays(today, -10);
  const to = addDays(today, 30);
  return [
    // Public: the product's promotions (the salon list of step 4).
    {
      id: 1,
      name: 'Gội dưỡng sinh Cơ bản chỉ 49K',
      scope: 'public',
      start_date: from,
      end_date: to,
      effect_kind: 'price',
      effect_value: 49000,
      condition_text: 'Áp dụng cho dịch vụ Gội đầu dưỡng sinh Cơ bản.',
      apply: [1011],
      image_url: IMAGE('goi-49k'),
      payment_method: PAY_AT_SALON,
      sort_order: 1,
    },
    {
      id: 2,
      name: 'Giảm 20% cắt tóc nam tại Cầu Giấy',
      scope: 'public',
      start_date: from,
      end_date: to,
      effect_kind: 'percent',
      effect_value: 20,
      all_salons: false,
      salons: [1, 2, 3],
      remaining_usage: 50,
      condition_text: 'Áp dụng tại các salon quận Cầu Giấy, Hà Nội.',
      apply: [3011, 3012, 3013],
      image_url: IMAGE('cat-toc-20'),
      payment_method: PAY_AT_SALON,
      sort_order: 2,
    },
    {
      id: 3,
      name: 'Cắt tóc nam kèm gội nhanh chỉ 29K',
      scope: 'public',
      start_date: from,
      end_date: to,
      effect_kind: 'price',
      effect_value: 29000,
      condition_text: 'Khi đặt kèm dịch vụ Cắt tóc nam bất kỳ.',
      condition: [3011, 3012, 3013],
      apply: [1021],
      image_url: IMAGE('cat-goi-29k'),
      payment_method: PAY_AT_SALON,
      sort_order: 3,
    },
    {
      id: 4,
      name: 'Khách mới: massage cổ vai gáy giảm 50%',
      scope: 'public',
      start_date: from,
      end_date: to,
      effect_kind: 'percent',
      effect_value: 50,
      once_per_phone: true,
      condition_text: 'Mỗi số điện thoại được dùng một lần.',
      apply: [4011, 4012, 4013],
      image_url: IMAGE('massage-50'),
      payment_method: PAY_AT_SALON,
      sort_order: 4,
    },
    {
      id: 5,
      name: 'Tuần lễ detox da đầu giảm 30%',
      scope: 'public',
      start_date: addDays(today, 10),
      end_date: addDays(today, 17),
      effect_kind: 'percent',
      effect_value: 30,
      condition_text: 'Chương trình sắp diễn ra.',
      apply: [2031, 2032, 2033],
      image_url: IMAGE('detox-30'),
      payment_method: PAY_AT_SALON,
      sort_order: 5,
    },
    // Vouchers: the customer's own promotions.
    {
      id: 10,
      name: 'Voucher giảm 50% gội đầu dưỡng sinh',
      scope: 'voucher',
      start_date: from,
      end_date: to,
      effect_kind: 'percent',
      effect_value: 50,
      condition_text: 'Nhận bằng mã ưu đãi, dùng một lần.',
      apply: [1011, 1012, 1013],
      image_url: IMAGE('voucher-goi-50'),
      payment_method: PAY_AT_SALON,
    },
    {
      id: 11,
      name: 'Voucher trị gàu 149K',
      scope: 'voucher',
      start_date: addDays(today, -40),
      end_date: addDays(today, -1),
      effect_kind: 'price',
      effect_value: 149000,
      condition_text: 'Chương trình đã kết thúc.',
      apply: [2021],
      image_url: IMAGE('voucher-gau'),
      payment_method: PAY_AT_SALON,
    },
    {
      id: 12,
      name: 'Quà chào mừng: chườm mắt thảo dược 0đ',
      scope: 'voucher',
      claim_kind: 'one-phone',
      start_date: from,
      end_date: to,
      effect_kind: 'price',
      effect_value: 0,
      condition_text: 'Mỗi số điện thoại nhận một lần, khi đặt kèm Gội đầu dưỡng sinh.',
      condition: [1011, 1012, 1013],
      apply: [4051],
      image_url: IMAGE('qua-chao-mung'),
      payment_method: PAY_AT_SALON,
    },
    {
      id: 13,
      name: 'Quà tri ân: ngâm chân thảo dược 39K',
      scope: 'voucher',
      claim_kind: 'reward',
      claim_stock: 100,
      start_date: from,
      end_date: to,
      effect_kind: 'price',
      effect_value: 39000,
      condition_text: 'Số lượng quà có hạn.',
      apply: [4041],
      image_url: IMAGE('qua-tri-an'),
      payment_method: PAY_AT_SALON,
    },
    {
      id: 14,
      name: 'Voucher thành viên: cắt tóc nữ giảm 30%',
      scope: 'voucher',
      start_date: from,
      end_date: to,
      effect_kind: 'percent',
      effect_value: 30,
      condition_text: 'Dành tặng thành viên, dùng 2 lần.',
      apply: [3021, 3022],
      image_url: IMAGE('voucher-cat-nu'),
      payment_method: PAY_AT_SALON,
    },
  ];
}

export async function seedCampaigns(trx: Kysely<Database>, today: string): Promise<void> {
  const seeds = campaignSeeds(today);
  await trx
    .insertInto('campaign')
    .values(seeds.map(({ salons: _s, apply: _a, condition: _c, ...row }) => row))
    .execute();
  const salonRows = seeds.flatMap((c) =>
    (c.salons ?? []).map((salon_id) => ({ campaign_id: c.id, salon_id })),
  );
  if (salonRows.length > 0) await trx.insertInto('campaign_salon').values(salonRows).execute();
  const serviceRows = seeds.flatMap((c) => [
    ...c.apply.map((service_id) => ({ campaign_id: c.id, service_id, role: 'apply' as const })),
    ...(c.condition ?? []).map((service_id) => ({
      campaign_id: c.id,
      service_id,
      role: 'condition' as const,
    })),
  ]);
  await trx.insertInto('campaign_service').values(serviceRows).execute();
  await trx
    .insertInto('promotion_code')
    .values([
      { code: DEMO_PROMO_CODE, campaign_id: 10, uses_per_voucher: 1, remaining_claims: 1000 },
      { code: DEMO_EXPIRED_CODE, campaign_id: 11, uses_per_voucher: 1, remaining_claims: null },
    ])
    .execute();
  const gift = await trx
    .selectFrom('customer')
    .select('id')
    .where('phone', '=', DEMO_GIFT_PHONE)
    .executeTakeFirst();
  if (gift) {
    await trx
      .insertInto('voucher')
      .values({ campaign_id: 14, customer_id: gift.id, total_usage: 2, remaining_usage: 2, source: 'gift' })
      .execute();
  }
}
