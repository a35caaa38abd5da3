import { sql } from 'kysely';
import type { Db } from '../../db/connect.ts';

// SQL of the ranking area: each staff member's visits and ratings in a window, and the challenges.

export type MasterKey = 'stylist' | 'skinner' | 'master';

export interface StatsFilter {
  from: Date;
  to: Date;
  masterKey: MasterKey;
  salonId: number | null;
}

/** Staff with at least one visit in [from, to): visits, ratings and the sum of their stars. */
export async function staffStats(db: Db, { from, to, masterKey, salonId }: StatsFilter) {
  const rows = await sql<{
    id: number;
    name: string;
    avatar: string | null;
    skill_level: number;
    is_master: boolean;
    salon_id: number;
    salon_name: string;
    visits: string;
    rating_count: string;
    rating_sum: string;
  }>`
    select st.id, st.name, st.avatar, st.skill_level, st.is_master, sa.id as salon_id, sa.name as salon_name,
      count(v.id) as visits, count(r.visit_id) as rating_count, coalesce(sum(r.stars), 0) as rating_sum
    from visit v
    join staff st on st.id = v.stylist_id and st.is_active
    join salon sa on sa.id = st.home_salon_id
    left join visit_rating r on r.visit_id = v.id
    where v.visited_at >= ${from} and v.visited_at < ${to}
      and st.kind = ${masterKey === 'skinner' ? 'skinner' : 'stylist'}
      ${masterKey === 'master' ? sql`and st.is_master` : sql``}
      ${salonId === null ? sql`` : sql`and st.home_salon_id = ${salonId}`}
    group by st.id, st.name, st.avatar, st.skill_level, st.is_master, sa.id, sa.name`.execute(db);
  return rows.rows;
}

export async function activeChallenges(db: Db, today: string, endedSince: string) {
  return db
    .selectFrom('staff_challenge')
    .selectAll()
    .where('starts_on', '<=', today)
    .where('ends_on', '>=', endedSince)
    .orderBy('ends_on')
    .orderBy('id')
    .execute();
}

/** Stylists by the challenge's measure in [from, to), highest first. */
export async function challengeStandings(
  db: Db,
  metric: 'five_star_ratings' | 'visits',
  from: Date,
  to: Date,
  limit: number,
) {
  const rows = await sql<{
    id: number;
    name: string;
    avatar: string | null;
    salon_name: string;
    value: string;
  }>`
    select st.id, st.name, st.avatar, sa.name as salon_name,
      ${metric === 'visits' ? sql`count(v.id)` : sql`count(r.visit_id) filter (where r.stars = 5)`} as value
    from visit v
    join staff st on st.id = v.stylist_id and st.is_active
    join salon sa on sa.id = st.home_salon_id
    left join visit_rating r on r.visit_id = v.id
    where v.visited_at >= ${from} and v.visited_at < ${to}
    group by st.id, st.name, st.avatar, sa.name
    order by value desc, st.id
    limit ${limit}`.execute(db);
  return rows.rows.filter((r) => Number(r.value) > 0);
}
