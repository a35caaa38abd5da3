import { type Kysely, sql } from 'kysely';

// Decision 0142: a booking's Web Push subscriptions, made on its success page. One row per browser
// (endpoint) of a booking; the reminder job pushes to each, and a push service's 404/410 (the browser
// unsubscribed or the subscription expired) deletes the row.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table push_subscription (
    id serial primary key,
    booking_id integer not null references booking(id) on delete cascade,
    endpoint text not null,
    p256dh text not null,
    auth text not null,
    created_at timestamptz not null,
    unique (booking_id, endpoint)
  )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table push_subscription`.execute(db);
}
