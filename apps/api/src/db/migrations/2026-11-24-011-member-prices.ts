import type { Kysely } from 'kysely';
import { runScript } from '../migrate.ts';

// Member prices by tier (000 §3 memberType 2 Silver, 3 Gold, 4 Diamond), as data: a percentage off
// per tier for one service, one group, or (both null) every service. The most specific row wins
// (packages/domain/src/services/member-price.ts).
export async function up(db: Kysely<unknown>): Promise<void> {
  await runScript(
    db,
    `
    create table member_price (
      id serial primary key,
      member_type smallint not null check (member_type in (2, 3, 4)),
      service_id integer references service(id) on delete cascade,
      group_id integer references service_group(id) on delete cascade,
      percent smallint not null check (percent between 0 and 100),
      check (service_id is null or group_id is null)
    );
    create unique index member_price_scope_idx
      on member_price(member_type, coalesce(service_id, 0), coalesce(group_id, 0));
    `,
  );
}
