import type { Insertable, Selectable } from 'kysely';
import type { DB } from './database.generated.ts';

// The database's row types (snake_case as in SQL) are generated from the real schema
// (database.generated.ts, by db/generate-types.ts); each module's repo maps them to API shapes.
export type Database = DB;
export type Row<T extends keyof Database> = Selectable<Database[T]>;
export type NewRow<T extends keyof Database> = Insertable<Database[T]>;
export type { BookingStatus } from '@salon/domain';
export type * from './column-types.ts';
