import { sql } from 'kysely';
import type { Db } from '../../db/connect.ts';

// SQL of campaign courses: the running courses and a customer's visits that count towards one.

export async function runningCourses(db: Db, today: string) {
  return db
    .selectFrom('campaign_course')
    .selectAll()
    .where('is_active', '=', true)
    .where('starts_on', '<=', today)
    .where((eb) => eb.or([eb('ends_on', 'is', null), eb('ends_on', '>=', today)]))
    .orderBy('id')
    .execute();
}

/** The customer's visits since `from` with at least one of the course's services. */
export async function qualifyingVisits(db: Db, customerId: number, serviceIds: number[], from: Date) {
  if (serviceIds.length === 0) return 0;
  const row = await db
    .selectFrom('visit as v')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('v.customer_id', '=', customerId)
    .where('v.visited_at', '>=', from)
    .where(
      sql<boolean>`exists (select 1 from jsonb_array_elements(v.services) e
        where (e->>'serviceId')::int in (${sql.join(serviceIds)}))`,
    )
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
