import { sql } from 'kysely';
import type { Db } from '../../db/connect.ts';

// SQL of the style-master area: the month's photos with stylist and salon, the caller's likes and votes,
// and the stylists' likes over the last three months.

function photos(db: Db) {
  return db
    .selectFrom('style_master_photo as p')
    .innerJoin('staff as s', 's.id', 'p.staff_id')
    .innerJoin('salon as sa', 'sa.id', 's.home_salon_id')
    .select([
      'p.id',
      'p.image',
      'p.month',
      'p.total_like',
      'p.total_vote',
      's.id as staff_id',
      's.name as staff_name',
      's.avatar as staff_avatar',
      's.skill_level',
      'sa.id as salon_id',
      'sa.name as salon_name',
    ])
    .where('s.is_active', '=', true);
}
export type PhotoRow = Awaited<ReturnType<ReturnType<typeof photos>['executeTakeFirstOrThrow']>>;

/** A month's photos, most liked first. */
export async function photosOfMonth(db: Db, month: string, limit: number) {
  return photos(db)
    .where('p.month', '=', month)
    .orderBy('p.total_like', 'desc')
    .orderBy('p.id')
    .limit(limit)
    .execute();
}

/** The photos the customer liked or voted for, latest first, with the time of the latest of the two. */
export async function historyOf(db: Db, customerId: number, limit: number, offset: number) {
  const acts = db
    .selectFrom('style_master_like')
    .select(['photo_id', 'created_at'])
    .where('customer_id', '=', customerId)
    .unionAll(
      db
        .selectFrom('style_master_vote')
        .select(['photo_id', 'created_at'])
        .where('customer_id', '=', customerId),
    );
  const latest = db
    .selectFrom(acts.as('a'))
    .select(['a.photo_id', (eb) => eb.fn.max('a.created_at').as('at')])
    .groupBy('a.photo_id');
  const [rows, total] = await Promise.all([
    photos(db)
      .innerJoin(latest.as('l'), 'l.photo_id', 'p.id')
      .select('l.at')
      .orderBy('l.at', 'desc')
      .orderBy('p.id', 'desc')
      .limit(limit)
      .offset(offset)
      .execute(),
    db
      .selectFrom(latest.as('l'))
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(total.n) };
}

/** Stylists by the likes of their photos of the months from `fromMonth`, with their most liked photo. */
export async function topOfMonths(db: Db, fromMonth: string, limit: number) {
  const rows = await sql<{
    staff_id: number;
    staff_name: string;
    avatar: string | null;
    salon_id: number;
    salon_name: string;
    total_like: string;
    photos: string;
    image: string;
  }>`
    select s.id as staff_id, s.name as staff_name, s.avatar, sa.id as salon_id, sa.name as salon_name,
      sum(p.total_like) as total_like, count(*) as photos,
      (array_agg(p.image order by p.total_like desc, p.id))[1] as image
    from style_master_photo p
    join staff s on s.id = p.staff_id and s.is_active
    join salon sa on sa.id = s.home_salon_id
    where p.month >= ${fromMonth}
    group by s.id, s.name, s.avatar, sa.id, sa.name
    order by sum(p.total_like) desc, s.id
    limit ${limit}`.execute(db);
  return rows.rows;
}
