// Test servers on in-memory PGlite borrow their database from this worker's pool (decision 077) instead
// of opening one: opening PGlite from the migrated snapshot cost about 0.5 s of CPU, a third of a test
// server's start, and the API run starts hundreds. A database given back is reset to exactly the
// migrated snapshot: every table emptied or restored to the rows it had, every sequence set back, the
// session discarded. Then its schema is compared with the snapshot's; one a test changed (a constraint,
// a trigger, a table of its own) is closed instead of being lent again.
import type { PGlite } from '@electric-sql/pglite';

/** What a freshly opened snapshot holds, against which a given-back database is reset and checked. */
type Baseline = {
  /** One statement emptying every table the snapshot had empty. */
  truncate: string;
  /** The tables the snapshot had rows in (the migrations' record, the free tier's counter), and those rows. */
  seeded: { table: string; rows: string }[];
  sequences: { sequence: string; value: string; called: boolean }[];
  schema: string;
};

/** Databases lent at once are rare beyond two (a file's second process); more idle ones only hold memory. */
const MAX_IDLE = 3;

const SYSTEM_SCHEMAS = `n.nspname NOT IN ('pg_catalog', 'information_schema') AND n.nspname NOT LIKE 'pg\\_toast%'`;

/** Everything a test could have changed in the schema, as one hash. */
const SCHEMA_FINGERPRINT = `
SELECT md5(string_agg(x, E'\\n' ORDER BY x)) AS schema FROM (
  SELECT format('class %s %s', c.oid::regclass, c.relkind) AS x
    FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace WHERE ${SYSTEM_SCHEMAS}
  UNION ALL SELECT format('column %s %s %s %s %s', a.attrelid::regclass, a.attname, format_type(a.atttypid, a.atttypmod),
      a.attnotnull, pg_get_expr(d.adbin, d.adrelid))
    FROM pg_attribute a JOIN pg_class c ON c.oid = a.attrelid JOIN pg_namespace n ON n.oid = c.relnamespace
    LEFT JOIN pg_attrdef d ON d.adrelid = a.attrelid AND d.adnum = a.attnum
    WHERE a.attnum > 0 AND NOT a.attisdropped AND ${SYSTEM_SCHEMAS}
  UNION ALL SELECT format('constraint %s %s %s', c.conrelid::regclass, c.conname, pg_get_constraintdef(c.oid))
    FROM pg_constraint c JOIN pg_namespace n ON n.oid = c.connamespace WHERE ${SYSTEM_SCHEMAS}
  UNION ALL SELECT format('index %s', pg_get_indexdef(i.indexrelid))
    FROM pg_index i JOIN pg_class c ON c.oid = i.indrelid JOIN pg_namespace n ON n.oid = c.relnamespace WHERE ${SYSTEM_SCHEMAS}
  UNION ALL SELECT format('trigger %s %s', pg_get_triggerdef(oid), tgenabled) FROM pg_trigger WHERE NOT tgisinternal
  UNION ALL SELECT format('function %s %s', p.oid::regprocedure, md5(p.prosrc))
    FROM pg_proc p JOIN pg_namespace n ON n.oid = p.pronamespace WHERE ${SYSTEM_SCHEMAS}
  UNION ALL SELECT format('role %s %s', rolname, rolsuper) FROM pg_roles
  UNION ALL SELECT format('extension %s %s', extname, extversion) FROM pg_extension
  UNION ALL SELECT format('setting %s %s %s', setdatabase, setrole, setconfig) FROM pg_db_role_setting
  UNION ALL SELECT format('database %s', datname) FROM pg_database
  UNION ALL SELECT format('policy %s %s %s', schemaname, tablename, policyname) FROM pg_policies
) AS schema_objects`;

const quoteLiteral = (text: string) => `'${text.replaceAll("'", "''")}'`;

async function baselineOf(client: PGlite): Promise<Baseline> {
  const { rows: tables } = await client.query<{ name: string }>(
    `SELECT format('%I.%I', n.nspname, c.relname) AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE c.relkind IN ('r', 'p') AND ${SYSTEM_SCHEMAS} ORDER BY 1`,
  );
  const empty: string[] = [];
  const seeded: Baseline['seeded'] = [];
  for (const { name } of tables) {
    const { rows } = await client.query<{ rows: string | null }>(`SELECT json_agg(t)::text AS rows FROM ${name} t`);
    const json = rows[0]?.rows;
    if (json) seeded.push({ table: name, rows: json });
    else empty.push(name);
  }
  const { rows: sequences } = await client.query<{ sequence: string; value: string; called: boolean }>(
    `SELECT format('%I.%I', schemaname, sequencename) AS sequence, coalesce(last_value, start_value)::text AS value,
        last_value IS NOT NULL AS called FROM pg_sequences`,
  );
  const { rows } = await client.query<{ schema: string }>(SCHEMA_FINGERPRINT);
  return {
    truncate: empty.length ? `TRUNCATE ${empty.join(', ')} RESTART IDENTITY` : '',
    seeded,
    sequences,
    schema: rows[0]!.schema,
  };
}

/**
 * Back to the snapshot: the session first (a transaction left open, settings, advisory locks, prepared
 * statements, temporary tables), then the rows, with triggers off so that restoring a row records no
 * event, then the sequences. Throws if the database cannot be, or was not, brought back.
 */
async function reset(client: PGlite, baseline: Baseline): Promise<void> {
  if (client.closed) throw new Error('closed by its borrower');
  await client.exec('ROLLBACK');
  await client.exec('DISCARD ALL');
  const restore = baseline.seeded.map(
    ({ table, rows }) =>
      `DELETE FROM ${table}; INSERT INTO ${table} OVERRIDING SYSTEM VALUE ` +
      `SELECT * FROM json_populate_recordset(NULL::${table}, ${quoteLiteral(rows)});`,
  );
  const sequences = baseline.sequences.map(
    ({ sequence, value, called }) => `SELECT setval(${quoteLiteral(sequence)}, ${value}, ${called});`,
  );
  await client.exec(
    [
      'SET session_replication_role = replica;',
      baseline.truncate && `${baseline.truncate};`,
      ...restore,
      ...sequences,
      'RESET session_replication_role;',
    ].join('\n'),
  );
  const { rows } = await client.query<{ schema: string }>(SCHEMA_FINGERPRINT);
  if (rows[0]?.schema !== baseline.schema) throw new Error('its schema was changed by a test');
}

const idle: PGlite[] = [];
let baseline: Promise<Baseline> | undefined;

/** A database at the migrated snapshot: an idle one of this worker's, or a new one opened from `snapshot`. */
export async function borrowPglite(snapshot: Blob): Promise<PGlite> {
  const reused = idle.pop();
  if (reused) return reused;
  const { PGlite } = await import('@electric-sql/pglite');
  const client = new PGlite({ loadDataDir: snapshot });
  await client.waitReady;
  // Taken from the first database, before any test used it: the snapshot as migrated.
  baseline ??= baselineOf(client);
  await baseline;
  return client;
}

/** Resets a database its borrower has closed and keeps it for the next borrower; closes it if it cannot be reset. */
export async function giveBackPglite(client: PGlite): Promise<void> {
  try {
    await reset(client, await baseline!);
  } catch {
    if (!client.closed) await client.close().catch(() => {});
    return;
  }
  // The last given back is the next lent; beyond the few kept, the longest idle is closed.
  idle.push(client);
  if (idle.length > MAX_IDLE) await idle.shift()!.close();
}
