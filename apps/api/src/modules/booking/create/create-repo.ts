import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema.ts';

// The customer row of a phone (the waitlist's join uses it; a create locks it in book_in_one).

type Db = Kysely<Database>;

/** The customer of a phone, created on first booking, locked so one phone books one at a time. */
export async function lockCustomer(trx: Db, phone: string): Promise<number> {
  await trx
    .insertInto('customer')
    .values({ phone })
    .onConflict((oc) => oc.column('phone').doNothing())
    .execute();
  const row = await trx
    .selectFrom('customer')
    .select('id')
    .where('phone', '=', phone)
    .forNoKeyUpdate()
    .executeTakeFirstOrThrow();
  return row.id;
}
