import { addDays, vietnamInstant } from '@salon/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../schema.ts';
import { mulberry32, randInt } from './random.ts';
import { type StyleKind, stylePicture } from './style-pictures.ts';

// Demo data of issue 20 (decision 0126): more style-master photos (this month and the two before, so the
// gallery, the history and the three-month top show something), rated visits by a few regular customers
// spread over stylists (the ranking and the challenge standings), discover posts, one campaign course
// and two staff challenges. Runs after seedHomeContent (photo ids continue its 1..6).

type Trx = Kysely<Database>;
const REGULARS = Array.from({ length: 8 }, (_, i) => `+8470000000${i + 1}`);

// The last number is the post's picture, style-N of the kind it talks about (style-pictures.ts).
const POSTS: ReadonlyArray<readonly [string, string, string, string, string, number]> = [
  [
    'Gội dưỡng sinh đúng cách tại nhà',
    'Herbal washing at home, the right way',
    'Năm bước giữ da đầu sạch giữa hai lần đến salon.',
    'Five steps to keep the scalp clean between salon visits.',
    'Mẹo',
    6,
  ],
  [
    'Tóc ngắn công sở mùa này',
    'Office short cuts this season',
    'Những kiểu tóc gọn gàng stylist Moyo gợi ý.',
    'Neat cuts our stylists suggest.',
    'Xu hướng',
    7,
  ],
  [
    'Vì sao da đầu nhanh bết?',
    'Why does the scalp get oily fast?',
    'Nguyên nhân thường gặp và cách cân bằng dầu nhờn.',
    'Common causes and how to balance the oil.',
    'Da đầu',
    16,
  ],
  [
    'Tinh dầu bưởi và tóc rụng',
    'Grapefruit oil and hair loss',
    'Điều khoa học nói về tinh dầu vỏ bưởi.',
    'What science says about grapefruit peel oil.',
    'Thảo dược',
    5,
  ],
  [
    'Một buổi gội 12 bước',
    'A 12-step wash',
    'Từ lúc bước vào đến khi ra về tại Moyo.',
    'From walking in to walking out at Moyo.',
    'Trải nghiệm',
    12,
  ],
  [
    'Uốn phồng chân tóc cho tóc mỏng',
    'Root volume perm for fine hair',
    'Ai hợp, giữ nếp bao lâu và chăm sóc sau uốn.',
    'Who it suits, how long it lasts, aftercare.',
    'Xu hướng',
    21,
  ],
  [
    'Chọn dầu xả theo loại tóc',
    'Choosing a conditioner for your hair',
    'Tóc khô, tóc dầu hay tóc nhuộm cần gì.',
    'What dry, oily or coloured hair needs.',
    'Mẹo',
    14,
  ],
  [
    'Thư giãn cổ vai gáy sau giờ làm',
    'Relaxing neck and shoulders after work',
    'Bấm huyệt đầu cổ trong buổi gội dưỡng sinh.',
    'Acupressure during the herbal wash.',
    'Trải nghiệm',
    19,
  ],
];

/** Style-master photos show a finished style: a head from behind, no face. */
const FINISHED_STYLES: readonly StyleKind[] = ['back-short', 'back-long', 'back-volume'];

const TAGS_EN: Record<string, string> = {
  Mẹo: 'Tips',
  'Xu hướng': 'Trends',
  'Da đầu': 'Scalp',
  'Thảo dược': 'Herbs',
  'Trải nghiệm': 'Experience',
};

export async function seedSocial(trx: Trx, today: string): Promise<void> {
  const rng = mulberry32(2020);
  const stylists = await trx
    .selectFrom('staff')
    .select(['id', 'home_salon_id'])
    .where('kind', '=', 'stylist')
    .where('is_active', '=', true)
    .orderBy('id')
    .limit(40)
    .execute();
  const month = (back: number) => {
    const [y, m] = today.split('-').map(Number) as [number, number];
    const d = new Date(Date.UTC(y, m - 1 - back, 1));
    return d.toISOString().slice(0, 10);
  };
  // Photos 7..16 this month (fewer likes than the seeded top 4), 17..32 over the two months before.
  const photos = [];
  let id = 7;
  for (const [back, count, base] of [
    [0, 10, 150],
    [1, 8, 420],
    [2, 8, 380],
  ] as const) {
    for (let k = 0; k < count; k++, id++) {
      const stylist = stylists[(id * 3) % stylists.length];
      if (!stylist) continue;
      photos.push({
        id,
        staff_id: stylist.id,
        image: stylePicture(FINISHED_STYLES[id % FINISHED_STYLES.length] as StyleKind, id),
        month: month(back),
        total_like: Math.max(5, base - k * 13 - randInt(rng, 0, 9)),
        total_vote: randInt(rng, 0, 40),
      });
    }
  }
  await trx.insertInto('style_master_photo').values(photos).execute();

  // Regular customers (no phone of the other demo data) and their rated visits 31..85 days ago: older
  // than the home's 30-day rate prompt, inside the 90-day ranking window.
  const customers = await trx
    .insertInto('customer')
    .values(REGULARS.map((phone) => ({ phone, name: null, member_type: null, password_hash: null })))
    .returning('id')
    .execute();
  const wash = await trx
    .selectFrom('service')
    .select(['id', 'name', 'price'])
    .where('id', 'in', [1011, 1012, 1021, 3012])
    .execute();
  // Built first and written in two statements: the seed runs once per test run and per fresh database.
  const visits = [];
  const stars: Array<number | null> = [];
  for (const [i, stylist] of stylists.entries()) {
    const count = randInt(rng, 0, 9) + (i % 7 === 0 ? 8 : 0);
    for (let v = 0; v < count; v++) {
      const customer = customers[randInt(rng, 0, customers.length - 1)];
      const service = wash[randInt(rng, 0, wash.length - 1)];
      if (!customer || !service) continue;
      visits.push({
        customer_id: customer.id,
        booking_id: null,
        salon_id: stylist.home_salon_id,
        stylist_id: stylist.id,
        visited_at: vietnamInstant(addDays(today, -randInt(rng, 31, 85)), 540 + randInt(rng, 0, 10) * 60),
        services: JSON.stringify([{ serviceId: service.id, name: service.name, price: service.price }]),
        money_paid: service.price,
        promotions: '[]',
        images: '[]',
      });
      stars.push(rng() < 0.8 ? (rng() < 0.7 ? 5 : randInt(rng, 3, 4)) : null);
    }
  }
  const written = await trx
    .insertInto('visit')
    .values(visits)
    .returning(['id', 'customer_id', 'stylist_id'])
    .execute();
  const ratings = written.flatMap((w, k) => {
    const s = stars[k];
    return s
      ? [{ visit_id: w.id, customer_id: w.customer_id, stylist_id: w.stylist_id, stars: s, tags: '[]' }]
      : [];
  });
  if (ratings.length > 0) await trx.insertInto('visit_rating').values(ratings).execute();

  await trx
    .insertInto('discover_post')
    .values(
      POSTS.map(([title, titleEn, summary, summaryEn, tag, style], k) => ({
        title,
        title_en: titleEn,
        summary,
        summary_en: summaryEn,
        body: `${summary} Stylist Moyo chia sẻ kinh nghiệm sau hàng nghìn lượt gội mỗi tháng.`,
        body_en: `${summaryEn} Moyo stylists share what they learnt from thousands of washes a month.`,
        image: `/images/styles/style-${style}.svg`,
        tag,
        tag_en: TAGS_EN[tag] ?? '',
        published_at: vietnamInstant(addDays(today, -(k * 3 + 1)), 480),
        total_like: 120 - k * 11,
      })),
    )
    .execute();

  await trx
    .insertInto('campaign_course')
    .values({
      name: 'Gội 5 lần, lần thứ 6 miễn phí',
      name_en: 'Wash 5 times, the 6th is free',
      reward: 'Một lượt gội dưỡng sinh miễn phí',
      reward_en: 'One free herbal wash',
      service_ids: JSON.stringify([1011, 1012, 1013, 1021]),
      visits_required: 5,
      starts_on: addDays(today, -365),
      ends_on: null,
      image: '/images/services/goi-duong-sinh.svg',
    })
    .execute();

  await trx
    .insertInto('staff_challenge')
    .values([
      {
        title: 'Thử thách 5 sao',
        title_en: 'The 5-star challenge',
        reward: 'Thưởng 2.000.000đ cho stylist đạt mục tiêu',
        reward_en: '2,000,000 VND for every stylist who reaches the goal',
        metric: 'five_star_ratings',
        target: 8,
        starts_on: addDays(today, -90),
        ends_on: addDays(today, 30),
      },
      {
        title: 'Chăm khách chăm chỉ',
        title_en: 'Busy hands',
        reward: 'Một ngày nghỉ có lương',
        reward_en: 'A paid day off',
        metric: 'visits',
        target: 12,
        starts_on: addDays(today, -90),
        ends_on: addDays(today, 30),
      },
    ])
    .execute();
}
