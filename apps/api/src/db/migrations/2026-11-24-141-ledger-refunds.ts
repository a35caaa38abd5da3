import type { Kysely } from 'kysely';
import { runScript } from '../migrate.ts';

// A booking paid from the balance and then cancelled gives the money back (issue 19): the ledger gets
// a 'refund' kind, and a booking may now have two ledger rows, its payment and its refund, each once.
export async function up(db: Kysely<unknown>): Promise<void> {
  await runScript(
    db,
    `
    alter table balance_ledger drop constraint balance_ledger_booking_id_key;
    create unique index balance_ledger_booking_kind_idx on balance_ledger(booking_id, kind)
      where booking_id is not null;
    alter table balance_ledger drop constraint balance_ledger_kind_check;
    alter table balance_ledger add constraint balance_ledger_kind_check
      check (kind in ('opening', 'topup', 'booking', 'refund'))
    `,
  );
}
