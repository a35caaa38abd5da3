import { type Kysely, sql } from 'kysely';

// A booking paid from the balance may be changed (cheaper or dearer services) or cancelled: the money it
// holds follows. The rule the database now keeps, checked when each transaction commits: what the ledger
// took for a booking equals what the booking records as paid (booking.balance_paid). That replaces the
// "one payment and one refund a booking" index, which could not express a partial refund after a change;
// rival payments, changes and cancels of one booking already wait on the booking's row lock.
const UP = [
  'drop index balance_ledger_booking_kind_idx',
  'create index balance_ledger_booking_idx on balance_ledger(booking_id) where booking_id is not null',
  `create function check_booking_payment(p_booking integer) returns void language plpgsql as $$
   declare
     recorded integer;
     taken integer;
   begin
     select coalesce(balance_paid, 0) into recorded from booking where id = p_booking;
     select coalesce(-sum(amount), 0) into taken from balance_ledger where booking_id = p_booking;
     if coalesce(recorded, 0) <> taken then
       raise exception 'booking % records % paid from the balance but the ledger took %', p_booking, recorded, taken
         using errcode = '23514';
     end if;
   end $$`,
  `create function check_booking_payment_of_ledger() returns trigger language plpgsql as $$
   begin
     perform check_booking_payment(new.booking_id);
     return null;
   end $$`,
  `create function check_booking_payment_of_booking() returns trigger language plpgsql as $$
   begin
     perform check_booking_payment(new.id);
     return null;
   end $$`,
  `create constraint trigger balance_ledger_matches_booking
     after insert on balance_ledger deferrable initially deferred
     for each row when (new.booking_id is not null) execute function check_booking_payment_of_ledger()`,
  `create constraint trigger booking_paid_matches_ledger
     after update of balance_paid on booking deferrable initially deferred
     for each row execute function check_booking_payment_of_booking()`,
  `alter table balance_ledger drop constraint balance_ledger_kind_check`,
  `alter table balance_ledger add constraint balance_ledger_kind_check
     check (kind in ('opening', 'topup', 'booking', 'refund', 'change-refund'))`,
];

const DOWN = [
  'drop trigger booking_paid_matches_ledger on booking',
  'drop trigger balance_ledger_matches_booking on balance_ledger',
  'drop function check_booking_payment_of_booking()',
  'drop function check_booking_payment_of_ledger()',
  'drop function check_booking_payment(integer)',
  'drop index balance_ledger_booking_idx',
  `create unique index balance_ledger_booking_kind_idx on balance_ledger(booking_id, kind)
     where booking_id is not null`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  // One statement at a time, whole: the function bodies hold semicolons.
  for (const statement of UP) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const statement of DOWN) await sql.raw(statement).execute(db);
}
