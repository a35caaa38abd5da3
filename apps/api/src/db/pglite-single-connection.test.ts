import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { emptyPglite } from '../test/db-template.ts';
import type { DbHandle } from './connect.ts';

// Kysely's PGlite dialect on PGlite's one connection: a query from another request must wait for an
// open transaction instead of running inside it (Kysely's connection mutex does this; decision 0130).
describe('PGlite dialect on its single connection', () => {
  let handle: DbHandle | undefined;
  afterEach(async () => {
    await handle?.close();
    handle = undefined;
  });

  it('keeps a concurrent query out of a transaction that rolls back', async () => {
    handle = await emptyPglite();
    const { db } = handle;
    await sql`create table t (v text)`.execute(db);
    let inside!: () => void;
    const txOpen = new Promise<void>((r) => {
      inside = r;
    });
    const tx = db
      .transaction()
      .execute(async (trx) => {
        await sql`insert into t values ('in tx')`.execute(trx);
        inside();
        await new Promise((r) => setTimeout(r, 50));
        throw new Error('roll back');
      })
      .catch((e: Error) => e.message);
    await txOpen;
    // Issued while the transaction is open: it must not be swept into the rollback.
    const outside = sql`insert into t values ('outside')`.execute(db);
    expect(await tx).toBe('roll back');
    await outside;
    const rows = await sql<{ v: string }>`select v from t`.execute(db);
    expect(rows.rows.map((r) => r.v)).toEqual(['outside']);
  });

  it('commits, rolls back to a savepoint, and counts affected rows', async () => {
    handle = await emptyPglite();
    const { db } = handle;
    await sql`create table t (v text)`.execute(db);
    await db.transaction().execute(async (trx) => {
      await sql`insert into t values ('a')`.execute(trx);
    });
    const trx = await db.startTransaction().execute();
    await sql`insert into t values ('b')`.execute(trx);
    const sp = await trx.savepoint('before_c').execute();
    await sql`insert into t values ('c')`.execute(sp);
    const back = await sp.rollbackToSavepoint('before_c').execute();
    const released = await back.releaseSavepoint('before_c').execute();
    await released.commit().execute();
    const res = await sql`update t set v = v || '!'`.execute(db);
    expect(res.numAffectedRows).toBe(2n);
    const rows = await sql<{ v: string }>`select v from t order by v`.execute(db);
    expect(rows.rows.map((r) => r.v)).toEqual(['a!', 'b!']);
  });
});
