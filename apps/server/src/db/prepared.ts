// Statements of the hot paths, built once per database handle instead of on every call. Building a
// drizzle query (walking its columns, rendering its SQL) cost about a fifth of a discover request's
// CPU (docs/benchmarks.md, issue 19); on PostgreSQL a named statement is also parsed and planned once
// per connection. A transaction's handle is new each time, so statements run inside one are built
// there as before (the cache is keyed weakly by handle).
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
