import type { TestApp } from '../../test/test-app.ts';
import { loginAs } from '../booking/test-helpers.ts';

// A customer of its own per test (their own spins and points), and direct balance setting: the tests
// play the quests and the seed's starters themselves.

let phones = 0;
export async function newCustomer(t: TestApp, prefix = '8490170') {
  phones++;
  const phone = `+${prefix}${String(phones).padStart(4, '0')}`;
  const token = await loginAs(t.handle.db, phone, t.clock.now);
  const { id } = await t.handle.db
    .selectFrom('customer')
    .select('id')
    .where('phone', '=', phone)
    .executeTakeFirstOrThrow();
  return { phone, token, id, auth: { authorization: `Bearer ${token}` } };
}
export type Customer = Awaited<ReturnType<typeof newCustomer>>;

export async function setLucky(t: TestApp, customerId: number, v: { spins?: number; points?: number }) {
  await t.handle.db
    .insertInto('lucky_account')
    .values({ customer_id: customerId, spins: v.spins ?? 0, points: v.points ?? 0 })
    .onConflict((oc) => oc.column('customer_id').doUpdateSet({ spins: v.spins ?? 0, points: v.points ?? 0 }))
    .execute();
}

export async function luckyOf(t: TestApp, customerId: number) {
  const row = await t.handle.db
    .selectFrom('lucky_account')
    .select(['spins', 'points'])
    .where('customer_id', '=', customerId)
    .executeTakeFirst();
  return { spins: row?.spins ?? 0, points: row?.points ?? 0 };
}

export function statuses(rs: { statusCode: number }[]): Record<number, number> {
  const counts: Record<number, number> = {};
  for (const r of rs) counts[r.statusCode] = (counts[r.statusCode] ?? 0) + 1;
  return counts;
}
