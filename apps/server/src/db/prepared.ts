// Statements of the hot paths, built once per database handle instead of on every call. Building a
// drizzle query (walking its columns, rendering its SQL) cost about a fifth of a discover request's
// CPU (docs/benchmarks.md, issue 19); on PostgreSQL a named statement is also parsed and planned once
// per connection. A transaction's handle is new each time, so statements run inside one are built
// there as before (the cache is keyed weakly by handle).
import type { Query, SQL } from 'drizzle-orm';
import type { PgDialect } from 'drizzle-orm/pg-core';
import type { Db } from './client.js';

export function prepared<Q>(build: (db: Db) => Q): (db: Db) => Q {
  const byHandle = new WeakMap<Db, Q>();
  return (db) => {
    let statement = byHandle.get(db);
    if (statement === undefined) {
      statement = build(db);
      byHandle.set(db, statement);
    }
    return statement;
  };
}

/**
 * A raw statement (a CTE that writes, say: drizzle's builders cannot prepare one) under `name`: its SQL
 * rendered once per process, with `sql.placeholder`s for the values given at each call, and on
 * PostgreSQL parsed and planned once per connection. Works on any handle, a transaction's included.
 */
export function preparedRaw<T>(name: string, query: SQL): (db: Db, values: Record<string, unknown>) => Promise<T[]> {
  let rendered: Query | undefined;
  return async (db, values) => {
    // The dialect renders SQL the same for every handle; drizzle keeps it off the public type.
    rendered ??= (db as unknown as { dialect: PgDialect }).dialect.sqlToQuery(query);
    const result = await db._.session.prepareQuery(rendered, undefined, name, false).execute(values);
    return (result as { rows: T[] }).rows;
  };
}
