import { sql, type Transaction } from 'kysely';
import type { Database } from '../schema.ts';

// The demo customers' balances enter the ledger as 'opening' rows, so account_balance is the sum of the
// ledger from the first day (migration 140 does the same for customers already in the database).
export async function seedOpeningBalances(trx: Transaction<Database>): Promise<void> {
  await sql`
    insert into balance_ledger (customer_id, amount, kind, balance_after)
    select c.id, c.account_balance, 'opening', c.account_balance from customer c
    where c.account_balance <> 0
      and not exists (select 1 from balance_ledger l where l.customer_id = c.id)
  `.execute(trx);
}
