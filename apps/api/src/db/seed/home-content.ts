import { addDays } from '@salon/domain';
import type { Kysely } from 'kysely';
import type { Database, NewRow } from '../schema.ts';
import { homeBanners, homeBlocks } from './home-content-blocks.ts';
import { withEnglish } from './home-content-en.ts';
import {
  dynamicLayout,
  feedback,
  homeLookbooks,
  lookbooks,
  memberConfig,
  shineMomentPhotos,
} from './home-content-documents.ts';

// Home page content: configuration documents, blog posts, shop products and style-master photos.
// Deterministic from `today`; inserted once (a database that has it keeps its edits).

export const HOME_DOCUMENTS: Record<string, unknown> = {
  'homepage-banner': homeBanners,
  'homepage-config': { data: withEnglish(homeBlocks) },
  'dynamic-layout': dynamicLayout,
  feedback,
  lookbooks,
  'home-lookbooks': homeLookbooks,
  'shine-moment-photos': shineMomentPhotos,
  'member-config': memberConfig,
};

/** Category 2122 holds internal announcements the home page leaves out (categories_exclude=2122). */
export const INTERNAL_BLOG_CATEGORY = 2122;

// biome-ignore format: one post a line
const POSTS: Array<[slug: string, title: string, excerpt: string, image: string, categories: number[]]> = [
  ['goi-dau-dung-cach-moi-ngay', 'Gội đầu đúng cách: 5 bước ít người làm đủ', 'Làm ướt tóc bằng nước ấm, tạo bọt trên tay trước khi đưa lên da đầu và massage bằng đầu ngón tay, không dùng móng.', 'goi-dau-dung-cach', [12]],
  ['da-dau-nhon-nen-goi-may-lan', 'Da đầu nhờn nên gội mấy lần một tuần?', 'Gội quá nhiều khiến da đầu tiết dầu nhiều hơn. Chuyên viên Moyo gợi ý lịch gội và thảo dược phù hợp cho da dầu.', 'da-dau-nhon', [12, 15]],
  ['rung-toc-mua-lanh', 'Rụng tóc mùa lạnh: nguyên nhân và cách chăm sóc', 'Không khí khô hanh và nước quá nóng là hai thủ phạm chính. Vài thói quen nhỏ giúp tóc chắc khỏe qua mùa đông.', 'rung-toc-mua-lanh', [15]],
  ['tinh-dau-buoi-co-thuc-su-moc-toc', 'Tinh dầu bưởi có thực sự giúp mọc tóc?', 'Tinh dầu vỏ bưởi giúp lưu thông máu ở da đầu, nhưng cần dùng đúng cách để không gây kích ứng.', 'tinh-dau-buoi', [12]],
  ['lich-nghi-tet-2027', 'Thông báo nội bộ: lịch trực Tết 2027', 'Lịch trực và thưởng Tết dành cho chuyên viên các salon.', 'goi-dau-dung-cach', [INTERNAL_BLOG_CATEGORY]],
];

// biome-ignore format: one product a line
const PRODUCTS: Array<[id: number, group: number, slug: string, name: string, image: string, price: number, listed: number | null]> = [
  [1, 1, 'dau-goi-bo-ket-moyo-300ml', 'Dầu gội bồ kết Moyo 300ml', 'dau-goi-bo-ket', 189000, 229000],
  [2, 1, 'dau-xa-buoi-moyo-300ml', 'Dầu xả vỏ bưởi Moyo 300ml', 'dau-xa-buoi', 169000, null],
  [3, 1, 'tinh-dau-buoi-moyo-50ml', 'Tinh dầu bưởi kích thích mọc tóc 50ml', 'tinh-dau-buoi', 149000, 179000],
  [4, 1, 'serum-moc-toc-moyo-30ml', 'Serum dưỡng chân tóc 30ml', 'serum-moc-toc', 259000, null],
  [5, 1, 'mat-na-keratin-moyo-200g', 'Mặt nạ Keratin phục hồi 200g', 'mat-na-keratin', 219000, 259000],
  [6, 2, 'xit-duong-toc-moyo-150ml', 'Xịt dưỡng tóc hương hoa nhài 150ml', 'xit-duong-toc', 129000, null],
];

/**
 * Favourites (rank) and sale dates of the products above, in their order (decision 0148): in 'Chăm
 * sóc tóc tại nhà' the shampoo, the mask and the grapefruit oil are the favourites; the serum and the
 * mask came out this month, the rest long ago.
 */
const PRODUCT_COLLECTIONS = (today: string) => [
  { favourite_rank: 1, released_on: addDays(today, -400) },
  { favourite_rank: null, released_on: addDays(today, -300) },
  { favourite_rank: 3, released_on: addDays(today, -200) },
  { favourite_rank: null, released_on: addDays(today, -12) },
  { favourite_rank: 2, released_on: addDays(today, -3) },
  { favourite_rank: 1, released_on: addDays(today, -20) },
];

function monthStart(today: string): string {
  return `${today.slice(0, 8)}01`;
}

export async function isHomeSeeded(db: Kysely<Database>): Promise<boolean> {
  const row = await db.selectFrom('home_document').select('name').limit(1).executeTakeFirst();
  return row !== undefined;
}

/** Runs inside the caller's seed transaction; does nothing when the content is already there. */
export async function seedHomeContent(trx: Kysely<Database>, today: string): Promise<void> {
  if (await isHomeSeeded(trx)) return;
  const documents = Object.entries(HOME_DOCUMENTS).map(([name, body]) => ({
    name,
    body: JSON.stringify(body),
  }));
  await trx.insertInto('home_document').values(documents).execute();

  const posts: NewRow<'blog_post'>[] = POSTS.map(([slug, title, excerpt, image, categories], i) => ({
    id: i + 1,
    slug,
    title,
    excerpt,
    content: `<p>${excerpt}</p>`,
    featured_image: `/images/blog/${image}.svg`,
    category_ids: categories,
    // Newest first: post 1 is from today, each next one a week older.
    published_at: new Date(Date.parse(`${today}T09:00:00+07:00`) - i * 7 * 86_400_000),
  }));
  await trx.insertInto('blog_post').values(posts).execute();

  await trx
    .insertInto('product_group')
    .values([
      { id: 1, name: 'Chăm sóc tóc tại nhà' },
      { id: 2, name: 'Tạo kiểu và dưỡng' },
    ])
    .execute();
  await trx
    .insertInto('product')
    .values(
      PRODUCTS.map(([id, group, slug, name, image, price, listed], i) => ({
        id,
        group_id: group,
        slug,
        name,
        image: `/images/products/${image}.svg`,
        price,
        listed_price: listed,
        sort_order: id,
        ...PRODUCT_COLLECTIONS(today)[i],
      })),
    )
    .execute();

  // The month's most liked photos of the first stylists (staff ids are deterministic).
  const stylists = await trx
    .selectFrom('staff')
    .select('id')
    .where('kind', '=', 'stylist')
    .orderBy('id')
    .limit(6)
    .execute();
  const month = monthStart(today);
  await trx
    .insertInto('style_master_photo')
    .values(
      stylists.map((s, i) => ({
        id: i + 1,
        staff_id: s.id,
        image: `/images/people/stylist-${(i % 4) + 1}.svg`,
        month,
        total_like: 480 - i * 57,
      })),
    )
    .execute();
}
