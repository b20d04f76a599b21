// `npm run backup -- --out FILE` and `npm run restore -- FILE`: the embedded database (PGlite) and
// photos of DATA_DIR, in one archive. Stop the server first: PGlite serves one process at a time, and a
// backup of a running server is refused (its database would be copied in the middle of being written).
import path from 'node:path';
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../../config.js';
import { privateUmask } from '../../lib/private-files.js';
import { BackupError, createBackup, restoreBackup } from './backup.js';

const USAGE = `Usage: npm run backup -- --out FILE     archive DATA_DIR's database and photos into FILE
       npm run restore -- FILE          restore FILE into an empty DATA_DIR

Stop the server first: the embedded database serves one process at a time, and a backup
of a running server is refused rather than taken inconsistent.
With DATABASE_URL (PostgreSQL), use pg_dump / pg_restore instead: see docs/operations.md.`;

async function main(argv: string[]): Promise<number> {
  const [command, ...rest] = argv;
  let parsed;
  try {
    parsed = parseArgs({
      args: rest,
      options: { out: { type: 'string', short: 'o' }, help: { type: 'boolean', short: 'h', default: false } },
      allowPositionals: true,
      strict: true,
    });
  } catch (err) {
    console.error(`${(err as Error).message}\n\n${USAGE}`);
    return 2;
  }
  if (parsed.values.help) {
    console.log(USAGE);
    return 0;
  }
  const target = command === 'backup' ? parsed.values.out : parsed.positionals[0];
  if ((command !== 'backup' && command !== 'restore') || !target) {
    console.error(USAGE);
    return 2;
  }
  // The archive holds the database and the signing keys: 0600, like everything restored into DATA_DIR.
  privateUmask();
  let config;
  try {
    // Neither command signs tokens: a placeholder keeps loadConfig from creating DATA_DIR/jwt-secret.
    config = loadConfig({
      ...process.env,
      JWT_SECRET: process.env.JWT_SECRET ?? 'not-used-by-the-backup-and-restore-commands',
    });
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      return 1;
    }
    throw err;
  }
  const file = path.resolve(target);
  try {
    if (command === 'backup') {
      const m = await createBackup(config, file);
      console.log(
        `Backup written to ${file}: a consistent snapshot (no server had the database open). ` +
          `${m.counts.users} members, ${m.counts.matches} matches, ${m.counts.messages} messages, ` +
          `${m.counts.photos} photos.`,
      );
    } else {
      const m = await restoreBackup(config, file);
      console.log(
        `Restored ${file} (taken ${m.created_at}) into ${config.dataDir}: ${m.counts.users} members, ` +
          `${m.counts.matches} matches, ${m.counts.messages} messages, ${m.counts.photos} photos.`,
      );
    }
    return 0;
  } catch (err) {
    if (err instanceof BackupError) {
      console.error(err.message);
      return 1;
    }
    throw err;
  }
}

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (err: unknown) => {
    console.error(err instanceof Error ? (err.stack ?? err.message) : err);
    process.exitCode = 1;
  },
);
