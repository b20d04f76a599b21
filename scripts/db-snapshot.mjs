// Drizzle snapshots that stay true (issue 32). drizzle-kit compares apps/server/src/db/schema.ts with the
// newest snapshot in src/db/migrations/meta to write the next migration, so the newest snapshot must
// describe the schema after the last migration in the journal, or `db:generate` emits a bogus one.
//   node scripts/db-snapshot.mjs --check   CI: fails when the last migration has no snapshot, when the
//                                          snapshots do not form one chain (each one's prevId the id of
//                                          the one before: two branches that each added a migration
//                                          fork it), or when schema.ts differs from the newest snapshot
//                                          (the SQL it would need is printed)
//   node scripts/db-snapshot.mjs           after a hand-written migration NNNN (its SQL file and journal
//                                          entry added, schema.ts updated): writes meta/NNNN_snapshot.json
//                                          (the previous one again, for a migration schema.ts does not
//                                          describe: triggers, functions, data)
// Both run drizzle-kit generate on a copy of the migrations folder; the real one is written only by the
// second, and only its snapshot file.
import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { cpSync, existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
const migrations = path.join(root, 'apps/server/src/db/migrations');
const schema = path.join(root, 'apps/server/src/db/schema.ts');
const drizzleKit = path.join(root, 'node_modules/.bin/drizzle-kit');
const check = process.argv.includes('--check');

const journal = JSON.parse(readFileSync(path.join(migrations, 'meta/_journal.json'), 'utf8'));
const last = journal.entries.at(-1);
const lastNumber = last.tag.slice(0, 4);
const lastSnapshot = path.join(migrations, `meta/${lastNumber}_snapshot.json`);

/** What drizzle-kit generate would add on top of the current snapshots: its SQL and snapshot, or null. */
function generateOnCopy() {
  const work = mkdtempSync(path.join(tmpdir(), 'affinia-db-snapshot-'));
  try {
    cpSync(migrations, path.join(work, 'migrations'), { recursive: true });
    // drizzle-kit reads --out relative to the working directory.
    execFileSync(drizzleKit, ['generate', '--dialect=postgresql', `--schema=${schema}`, '--out=./migrations'], {
      cwd: work,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const added = readdirSync(path.join(work, 'migrations')).filter(
      (f) => f.endsWith('.sql') && !existsSync(path.join(migrations, f)),
    );
    if (added.length === 0) return null;
    const number = added[0].slice(0, 4);
    return {
      sql: readFileSync(path.join(work, 'migrations', added[0]), 'utf8'),
      snapshot: JSON.parse(readFileSync(path.join(work, `migrations/meta/${number}_snapshot.json`), 'utf8')),
    };
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

/** Where the snapshots, in migration order, stop following each other (a fork after a merge). */
function chainBreaks() {
  const meta = path.join(migrations, 'meta');
  const files = readdirSync(meta)
    .filter((f) => /^\d{4}_snapshot\.json$/.test(f))
    .sort();
  const snapshots = files.map((file) => ({ file, ...JSON.parse(readFileSync(path.join(meta, file), 'utf8')) }));
  return snapshots.slice(1).flatMap((snapshot, i) => {
    const before = snapshots[i];
    return snapshot.prevId === before.id
      ? []
      : [
          `meta/${snapshot.file} follows ${snapshot.prevId}, not meta/${before.file} (${before.id}): the chain forked; ` +
            `rebuild the snapshots after meta/${before.file} in migration order`,
        ];
  });
}

const howTo =
  `A migration is written as apps/server/src/db/migrations/NNNN_name.sql with its entry in meta/_journal.json,\n` +
  `schema.ts is changed to match, then \`npm run db:snapshot\` writes meta/NNNN_snapshot.json (commit it).`;

if (check) {
  const problems = [];
  if (!existsSync(lastSnapshot))
    problems.push(`migration ${last.tag} has no snapshot (meta/${lastNumber}_snapshot.json).`);
  problems.push(...chainBreaks());
  const pending = generateOnCopy();
  if (pending) {
    problems.push(`schema.ts differs from the newest snapshot; drizzle-kit would generate:\n\n${pending.sql}`);
  }
  if (problems.length > 0) {
    console.error(`db:check failed:\n- ${problems.join('\n- ')}\n${howTo}`);
    process.exit(1);
  }
  console.log(`db:check: schema.ts matches the snapshot of ${last.tag}`);
} else if (existsSync(lastSnapshot)) {
  console.error(`${last.tag} already has its snapshot: a change to schema.ts needs a new migration first.\n${howTo}`);
  process.exit(1);
} else {
  const pending = generateOnCopy();
  if (!pending) {
    // A migration schema.ts does not describe (triggers, functions, data): the schema after it is the one
    // before, so its snapshot is the newest one again, chained to it.
    const meta = path.join(migrations, 'meta');
    const newest = readdirSync(meta)
      .filter((f) => /^\d{4}_snapshot\.json$/.test(f))
      .sort()
      .at(-1);
    const before = JSON.parse(readFileSync(path.join(meta, newest), 'utf8'));
    writeFileSync(lastSnapshot, `${JSON.stringify({ ...before, id: randomUUID(), prevId: before.id }, null, 2)}\n`);
    console.log(
      `wrote meta/${lastNumber}_snapshot.json: ${last.tag} leaves the tables schema.ts describes as they were`,
    );
  } else {
    // drizzle-kit chained the new snapshot to the newest existing one (prevId) and gave it a fresh id:
    // it becomes the snapshot of the last migration in the journal.
    writeFileSync(lastSnapshot, `${JSON.stringify(pending.snapshot, null, 2)}\n`);
    console.log(
      `wrote meta/${lastNumber}_snapshot.json (the schema after ${last.tag}); the SQL it covers:\n\n${pending.sql}`,
    );
  }
}
