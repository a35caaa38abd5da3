import type { Kysely } from 'kysely';
import { runScript } from '../migrate.ts';

// Top-up through a payment provider and the balance ledger (issue 19). customer.account_balance stays
// the figure the header reads, but it only moves in the same transaction as a ledger row, so it always
// equals the sum of the customer's ledger; CHECKs keep both from going negative. A top-up credits once:
// its ledger row is unique by topup_id; a booking is paid from the balance once: unique booking_id.
export async function up(db: Kysely<unknown>): Promise<void> {
  await runScript(
    db,
    `
    create table payment_topup (
      id serial primary key,
      txn_ref text not null unique,
      customer_id integer not null references customer(id),
      amount integer not null check (amount > 0),
      provider text not null,
      status text not null default 'pending' check (status in ('pending', 'paid', 'failed')),
      provider_txn_no text,
      created_at timestamptz not null default now(),
      settled_at timestamptz
    );
    create index payment_topup_customer_idx on payment_topup(customer_id, id);
    create table balance_ledger (
      id serial primary key,
      customer_id integer not null references customer(id),
      amount integer not null check (amount <> 0),
      kind text not null check (kind in ('opening', 'topup', 'booking')),
      topup_id integer unique references payment_topup(id),
      booking_id integer unique references booking(id),
      balance_after integer not null check (balance_after >= 0),
      created_at timestamptz not null default now()
    );
    create index balance_ledger_customer_idx on balance_ledger(customer_id, id);
    alter table customer add constraint customer_balance_not_negative check (account_balance >= 0);
    alter table booking add column balance_paid integer check (balance_paid > 0);
    alter table booking add column balance_paid_at timestamptz;
    insert into balance_ledger (customer_id, amount, kind, balance_after)
      select id, account_balance, 'opening', account_balance from customer where account_balance <> 0
    `,
  );
}
