/*
 * PGlite dialect for Kysely 0.28 (docs/decisions/0106-node-20-dependencies.md).
 *
 * Adapted from Kysely 0.29.9's own dialect (dist/dialect/pglite/{pglite-dialect,pglite-driver,
 * pglite-adapter}.js, https://github.com/kysely-org/kysely), which we cannot install: Kysely 0.29
 * requires Node 22 and the machines run Node 20. Kysely is MIT licensed,
 * Copyright (c) 2022 Sami Koskimäki; the licence text ships in node_modules/kysely/LICENSE.
 *
 * Changes from the original: typed against Kysely 0.28's public API; no abort signals (0.28 has
 * none); the single connection is guarded by a mutex inside the driver, as Kysely 0.28's own
 * SQLite driver does (0.29 does this in its runtime driver when the adapter says
 * `supportsMultipleConnections: false`), so a query from another request waits instead of
 * running inside an open transaction.
 */
import type { PGlite, Transaction } from '@electric-sql/pglite';
import {
  type CompiledQuery,
  createQueryId,
  type DatabaseConnection,
  type DatabaseIntrospector,
  type Dialect,
  type DialectAdapter,
  type Driver,
  IdentifierNode,
  type Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type QueryCompiler,
  type QueryResult,
  RawNode,
} from 'kysely';

export interface PGliteDialectConfig {
  /** An open PGlite instance; Kysely's destroy() closes it. */
  pglite: PGlite;
}

export class PGliteDialect implements Dialect {
  readonly #config: PGliteDialectConfig;
  constructor(config: PGliteDialectConfig) {
    this.#config = config;
  }
  createAdapter(): DialectAdapter {
    return new PGliteAdapter();
  }
  createDriver(): Driver {
    return new PGliteDriver(this.#config);
  }
  // biome-ignore lint/suspicious/noExplicitAny: Kysely's Dialect interface takes Kysely<any>.
  createIntrospector(db: Kysely<any>): DatabaseIntrospector {
    return new PostgresIntrospector(db);
  }
  createQueryCompiler(): QueryCompiler {
    return new PostgresQueryCompiler();
  }
}

class PGliteAdapter extends PostgresAdapter {
  // PGlite has one connection, held by the migrator from acquireMigrationLock to releaseMigrationLock.
  override async acquireMigrationLock(): Promise<void> {}
  override async releaseMigrationLock(): Promise<void> {}
}

type CompileQuery = QueryCompiler['compileQuery'];
type SavepointCommand = 'savepoint' | 'rollback to' | 'release';

const savepointQuery = (compileQuery: CompileQuery, command: SavepointCommand, name: string) =>
  compileQuery(
    RawNode.createWithChildren([RawNode.createWithSql(`${command} `), IdentifierNode.create(name)]),
    createQueryId(),
  );

class PGliteDriver implements Driver {
  readonly #pglite: PGlite;
  readonly #mutex = new ConnectionMutex();
  #connection: PGliteConnection | undefined;

  constructor(config: PGliteDialectConfig) {
    this.#pglite = config.pglite;
  }
  async init(): Promise<void> {
    if (this.#pglite.closed) throw new Error('PGlite instance is already closed.');
    if (!this.#pglite.ready) await this.#pglite.waitReady;
    this.#connection = new PGliteConnection(this.#pglite);
  }
  async acquireConnection(): Promise<DatabaseConnection> {
    await this.#mutex.lock();
    if (!this.#connection) throw new Error('PGlite driver is not initialised.');
    return this.#connection;
  }
  async releaseConnection(): Promise<void> {
    this.#mutex.unlock();
  }
  async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await (connection as PGliteConnection).begin();
  }
  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    await (connection as PGliteConnection).commit();
  }
  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    await (connection as PGliteConnection).rollback();
  }
  async savepoint(connection: DatabaseConnection, name: string, compileQuery: CompileQuery): Promise<void> {
    await connection.executeQuery(savepointQuery(compileQuery, 'savepoint', name));
  }
  async rollbackToSavepoint(
    connection: DatabaseConnection,
    name: string,
    compileQuery: CompileQuery,
  ): Promise<void> {
    await connection.executeQuery(savepointQuery(compileQuery, 'rollback to', name));
  }
  async releaseSavepoint(
    connection: DatabaseConnection,
    name: string,
    compileQuery: CompileQuery,
  ): Promise<void> {
    await connection.executeQuery(savepointQuery(compileQuery, 'release', name));
  }
  async destroy(): Promise<void> {
    if (!this.#pglite.closed) await this.#pglite.close();
  }
}

class PGliteConnection implements DatabaseConnection {
  readonly #pglite: PGlite;
  #transaction: Transaction | undefined;
  #commit: (() => void) | undefined;
  #rollback: ((reason?: unknown) => void) | undefined;
  #closed: Promise<unknown> | undefined;

  constructor(pglite: PGlite) {
    this.#pglite = pglite;
  }

  async executeQuery<R>(compiledQuery: CompiledQuery): Promise<QueryResult<R>> {
    const { affectedRows, rows } = await (this.#transaction ?? this.#pglite).query<R>(
      compiledQuery.sql,
      [...compiledQuery.parameters],
      { rowMode: 'object' },
    );
    return { numAffectedRows: affectedRows != null ? BigInt(affectedRows) : undefined, rows: rows ?? [] };
  }

  // biome-ignore lint/correctness/useYield: PGlite cannot stream; the method must still be a generator.
  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('Streaming is not supported by PGlite.');
  }

  /** Opens PGlite's exclusive transaction (it locks the instance) and holds it until commit or rollback. */
  async begin(): Promise<void> {
    const finish = new Promise<void>((resolve, reject) => {
      this.#commit = resolve;
      this.#rollback = reject;
    });
    await new Promise<void>((begun, failed) => {
      this.#closed = this.#pglite.transaction(async (tx) => {
        this.#transaction = tx;
        begun();
        await finish;
      });
      this.#closed.catch(failed);
    });
  }

  async commit(): Promise<void> {
    this.#commit?.();
    try {
      await this.#closed;
    } finally {
      this.#reset();
    }
  }

  async rollback(): Promise<void> {
    this.#rollback?.(new Error('rollback'));
    await this.#closed?.catch(() => {});
    this.#reset();
  }

  #reset() {
    this.#commit = undefined;
    this.#rollback = undefined;
    this.#transaction = undefined;
    this.#closed = undefined;
  }
}

/** One holder at a time; the next waits for unlock (as in Kysely 0.28's SQLite driver). */
class ConnectionMutex {
  #promise: Promise<void> | undefined;
  #resolve: (() => void) | undefined;

  async lock(): Promise<void> {
    while (this.#promise) await this.#promise;
    this.#promise = new Promise((resolve) => {
      this.#resolve = resolve;
    });
  }
  unlock(): void {
    const resolve = this.#resolve;
    this.#promise = undefined;
    this.#resolve = undefined;
    resolve?.();
  }
}
