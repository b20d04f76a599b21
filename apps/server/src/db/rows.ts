// The rows of a raw statement. drizzle's `execute` answers a driver-specific result (PGlite's and pg's
// both carry `rows`); this is the one place that knows it.
import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Db } from './client.js';

/** Ids as one `uuid[]` parameter, however many (an IN list takes a parameter each, and has a limit). */
export const uuidArray = (ids: readonly string[]): SQL => sql`${`{${ids.join(',')}}`}::uuid[]`;

/**
 * Ids a statement is about: a list, or SQL giving a `uuid[]` (a prepared statement's placeholder), so
 * that one SQL builder serves both.
 */
export type Ids = readonly string[] | SQL;

/** `column = any(ids)`, for a list or a `uuid[]` expression. */
export const isAnyOf = (column: SQL | SQLWrapper, ids: Ids): SQL =>
  sql`${column} = any(${Array.isArray(ids) ? uuidArray(ids) : ids})`;

export async function rowsOf<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
