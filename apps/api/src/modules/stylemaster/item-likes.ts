import { sql } from 'kysely';
import type { Db } from '../../db/connect.ts';
import { inTransaction } from '../../db/transaction.ts';

// One like (or vote) per customer and item (issue 20): the like table's primary key (item, customer)
// decides, and the item's counter moves in the same transaction only when a row was really added or
// removed, so 20 concurrent likes by one customer count once. Shared by style masters and discovers.

export interface LikeKind {
  likes: 'style_master_like' | 'style_master_vote' | 'discover_like';
  key: 'photo_id' | 'post_id';
  items: 'style_master_photo' | 'discover_post';
  counter: 'total_like' | 'total_vote';
}

/** Sets the caller's like to `on`; the item's counter after it, or null when the item does not exist. */
export async function setLike(
  db: Db,
  kind: LikeKind,
  itemId: number,
  customerId: number,
  on: boolean,
): Promise<number | null> {
  return inTransaction(db, async (trx) => {
    const item = sql`${sql.table(kind.items)}`;
    const counter = sql.ref(kind.counter);
    const exists = await sql<{ n: number }>`select ${counter} as n from ${item} where id = ${itemId}`.execute(
      trx,
    );
    const before = exists.rows[0];
    if (!before) return null;
    const changed = on
      ? await sql`insert into ${sql.table(kind.likes)} (${sql.ref(kind.key)}, customer_id)
          values (${itemId}, ${customerId}) on conflict do nothing returning customer_id`.execute(trx)
      : await sql`delete from ${sql.table(kind.likes)}
          where ${sql.ref(kind.key)} = ${itemId} and customer_id = ${customerId} returning customer_id`.execute(
          trx,
        );
    if (changed.rows.length === 0) {
      // Nothing changed: read the counter again (a concurrent like may have moved it meanwhile).
      const now = await sql<{ n: number }>`select ${counter} as n from ${item} where id = ${itemId}`.execute(
        trx,
      );
      return Number(now.rows[0]?.n ?? before.n);
    }
    const delta = on ? 1 : -1;
    const after = await sql<{ n: number }>`update ${item} set ${counter} = greatest(0, ${counter} + ${delta})
      where id = ${itemId} returning ${counter} as n`.execute(trx);
    return Number(after.rows[0]?.n ?? 0);
  });
}

/** The ids among `itemIds` the customer has liked (or voted for). */
export async function likedIds(db: Db, kind: LikeKind, customerId: number | null, itemIds: number[]) {
  if (customerId === null || itemIds.length === 0) return new Set<number>();
  const rows = await sql<{ id: number }>`select ${sql.ref(kind.key)} as id from ${sql.table(kind.likes)}
    where customer_id = ${customerId} and ${sql.ref(kind.key)} in (${sql.join(itemIds)})`.execute(db);
  return new Set(rows.rows.map((r) => Number(r.id)));
}

export const PHOTO_LIKE: LikeKind = {
  likes: 'style_master_like',
  key: 'photo_id',
  items: 'style_master_photo',
  counter: 'total_like',
};
export const PHOTO_VOTE: LikeKind = { ...PHOTO_LIKE, likes: 'style_master_vote', counter: 'total_vote' };
export const POST_LIKE: LikeKind = {
  likes: 'discover_like',
  key: 'post_id',
  items: 'discover_post',
  counter: 'total_like',
};
