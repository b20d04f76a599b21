// `npm run seed -- --users N [--seed S] [--avatars K] [--reset] [--password P]`: fills the database
// named by the usual configuration (DATA_DIR for PGlite, or DATABASE_URL) with demo people.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../../config.js';
import { privateUmask } from '../../lib/private-files.js';
import { openDatabase } from '../../db/client.js';
import { createPhotoStorage } from '../photos/storage.js';
import { markDemoRemoved } from './marker.js';
import { COUNTRIES, DEFAULT_DEMO_SEED } from '@affinia/demo';
import {
  DEFAULT_AVATAR_LIMIT,
  DEMO_PASSWORD,
  defaultAvatarCount,
  seedDemoPopulation,
  type SeedProgress,
} from './seed.js';
import { removeDemoPopulation } from './removal.js';

export const MAX_SEED_USERS = 1_000_000;

const USAGE = `Usage: npm run seed -- --users N [--seed S] [--avatars K] [--reset] [--password P]
       npm run seed -- --reset          (only removes every demo person)

  --users N      how many demo people to create (1 to ${MAX_SEED_USERS.toLocaleString('en-US')})
  --seed S       any text; the same seed gives the same people (default "${DEFAULT_DEMO_SEED}")
  --avatars K    draw a portrait for the first K new people (default: all when N <= ${DEFAULT_AVATAR_LIMIT}, else ${DEFAULT_AVATAR_LIMIT})
  --reset        delete earlier demo people (demo+<n>@affinia.test) and their photo files first
  --password P   the password shared by the new demo accounts (default "${DEMO_PASSWORD}")

Writes where the server reads: PGlite under DATA_DIR (default ./data), or PostgreSQL when DATABASE_URL is set.
Stop a PGlite server first: an embedded database is opened by one process at a time.`;

/** `users: 0` with `reset`: remove the demo population and create none. */
export type SeedArgs = { users: number; seed: string; avatars: number; reset: boolean; password: string };

export class UsageError extends Error {}

function wholeNumber(flag: string, raw: string, min: number, max: number): number {
  if (!/^\d+$/.test(raw.replace(/[_,]/g, ''))) throw new UsageError(`${flag} must be a whole number, got "${raw}"`);
  const value = Number(raw.replace(/[_,]/g, ''));
  if (value < min || value > max)
    throw new UsageError(`${flag} must be between ${min} and ${max.toLocaleString('en-US')}`);
  return value;
}

/** Parses the command line; returns null when help was asked for. */
export function parseSeedArgs(argv: string[]): SeedArgs | null {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      options: {
        users: { type: 'string', short: 'n' },
        seed: { type: 'string' },
        avatars: { type: 'string' },
        reset: { type: 'boolean', default: false },
        password: { type: 'string' },
        help: { type: 'boolean', short: 'h', default: false },
      },
      strict: true,
      allowPositionals: false,
    });
  } catch (err) {
    throw new UsageError((err as Error).message);
  }
  const v = parsed.values;
  if (v.help) return null;
  if (v.users === undefined && !v.reset) throw new UsageError('--users N is required (or --reset alone to remove)');
  const users = v.users === undefined ? 0 : wholeNumber('--users', v.users, 1, MAX_SEED_USERS);
  const avatars =
    v.avatars === undefined
      ? defaultAvatarCount(users)
      : Math.min(users, wholeNumber('--avatars', v.avatars, 0, MAX_SEED_USERS));
  const password = v.password ?? DEMO_PASSWORD;
  if (password.length < 8)
    throw new UsageError('--password must be at least 8 characters (the sign-in form refuses shorter ones)');
  const seed = v.seed ?? DEFAULT_DEMO_SEED;
  if (seed.length === 0) throw new UsageError('--seed must not be empty');
  return { users, seed, avatars, reset: v.reset ?? false, password };
}

const n = (value: number) => value.toLocaleString('en-US');
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/** The connection string without its password, for printing. */
function safeUrl(url: string): string {
  try {
    const u = new URL(url);
    if (u.password) u.password = '***';
    return u.toString();
  } catch {
    return 'PostgreSQL';
  }
}

async function main(argv: string[]): Promise<number> {
  let args: SeedArgs | null;
  try {
    args = parseSeedArgs(argv);
  } catch (err) {
    if (!(err instanceof UsageError)) throw err;
    console.error(`${err.message}\n\n${USAGE}`);
    return 2;
  }
  if (!args) {
    console.log(USAGE);
    return 0;
  }

  // It writes to DATA_DIR (the embedded database): files 0600, directories 0700, as the server.
  privateUmask();
  let config;
  try {
    // The seed signs no tokens; a placeholder keeps loadConfig from creating DATA_DIR/jwt-secret.
    config = loadConfig({ ...process.env, JWT_SECRET: process.env.JWT_SECRET ?? 'not-used-by-the-demo-seed-command' });
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      return 1;
    }
    throw err;
  }

  console.log('Affinia demo population');
  console.log(
    config.databaseUrl
      ? `  database  PostgreSQL ${safeUrl(config.databaseUrl)}`
      : `  database  PGlite in ${config.pgliteDir ?? 'memory'} (stop the server first: one process at a time)`,
  );
  console.log(`  photos    ${config.photosDir}`);
  console.log(`  seed      "${args.seed}" (same seed, same people)`);

  let database;
  try {
    database = await openDatabase({ databaseUrl: config.databaseUrl, pgliteDir: config.pgliteDir });
  } catch (err) {
    const hint = config.databaseUrl
      ? 'is PostgreSQL reachable and does the database exist?'
      : 'is the server running on this data directory? Stop it first.';
    console.error(`Could not open the database (${hint})\n  ${(err as Error).message}`);
    return 1;
  }
  const storage = await createPhotoStorage(config);
  const interactive = process.stdout.isTTY === true;
  let lastLine = 0;
  const onProgress = (p: SeedProgress) => {
    if (p.phase === 'reset' && p.removed) {
      console.log(
        `  removed ${n(p.removed.users)} demo people and ${n(p.removed.photos)} photo files (${seconds(p.elapsedMs)})`,
      );
      if (p.removed.filesLeft > 0) {
        console.warn(
          `  warning: ${n(p.removed.filesLeft)} photo files could not be deleted from ${config.s3 ? `bucket ${config.s3.bucket}` : config.photosDir}`,
        );
      }
    } else if (p.phase === 'reset') console.log('Removing earlier demo people…');
    else if (p.phase === 'password') console.log('Hashing the shared demo password (once, argon2id)…');
    else if (p.done === 0) {
      const avatarNote =
        args.avatars === args.users
          ? 'each with a drawn avatar'
          : args.avatars === 0
            ? 'without avatars (--avatars 0)'
            : `avatars for the first ${n(args.avatars)} only (the others have no photo; --avatars K changes that)`;
      console.log(`Creating ${n(args.users)} demo people, ${avatarNote}…`);
      // Issue 35: nobody without the instance's photo minimum appears in discover (decision 061).
      if (args.avatars < args.users && config.minPhotosToAppear > 0) {
        console.warn(
          `  note: with MIN_PHOTOS_TO_APPEAR=${config.minPhotosToAppear}, the ${n(args.users - args.avatars)} people without an avatar will not appear in discover (MIN_PHOTOS_TO_APPEAR=0 shows them)`,
        );
      }
    } else {
      const pct = Math.floor((p.done / p.total) * 100);
      const line = `  ${n(p.done).padStart(n(p.total).length)} / ${n(p.total)}  ${String(pct).padStart(3)}%  ${seconds(p.elapsedMs)}`;
      if (interactive) process.stdout.write(`\r${line}${p.done === p.total ? '\n' : ''}`);
      else if (p.done === p.total || p.elapsedMs - lastLine >= 2000) {
        console.log(line);
        lastLine = p.elapsedMs;
      }
    }
  };

  // Any --reset ends the first-run demo of an embedded instance: the marker says so before anything is
  // removed, so a server started later neither recreates it nor adds people near members (decision 044).
  if (args.reset && !config.databaseUrl) markDemoRemoved(config.dataDir);
  try {
    if (args.users === 0) {
      console.log('Removing every demo person (demo+<n>@affinia.test), their photos, matches and messages…');
      const removed = await removeDemoPopulation(database, storage);
      console.log(`  removed ${n(removed.users)} demo people and ${n(removed.photos)} photo files`);
      if (removed.filesLeft > 0) console.warn(`  warning: ${n(removed.filesLeft)} photo files could not be deleted`);
      console.log('With DEMO_USERS=0 (or after this removal of a first-run population) none is created again.');
      return 0;
    }
    const result = await seedDemoPopulation(database, storage, {
      users: args.users,
      seed: args.seed,
      avatars: args.avatars,
      reset: args.reset,
      password: args.password,
      onProgress,
    });
    const perSecond = Math.round(result.created / (result.timings.peopleMs / 1000));
    console.log(
      `Done in ${seconds(result.timings.totalMs)}: ${n(result.created)} people (demo+${result.firstNumber} … demo+${result.lastNumber}), ` +
        `${n(perSecond)}/s, ${n(result.avatars)} avatars ` +
        `(drawing avatars ${seconds(result.timings.avatarsMs)}, database writes ${seconds(result.timings.rowsMs)}).`,
    );
    const countries = COUNTRIES.map((c) => `${c.label} ${n(result.byCountry[c.code])}`).join(' · ');
    console.log(`  ${countries}`);
    console.log(
      `Demo people do not count against the ${n(config.freeSignupLimit)} free places: they are demo data, not registrations, and the free-tier counter is left untouched.`,
    );
    console.log('Demo login (every demo account shares this password):');
    console.log(`  email     ${result.login.email}`);
    console.log(`  password  ${result.login.password}`);
    return 0;
  } finally {
    await storage.close();
    await database.close();
  }
}

const invokedDirectly =
  process.argv[1] !== undefined && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href;
if (invokedDirectly) {
  main(process.argv.slice(2)).then(
    (code) => {
      process.exitCode = code;
    },
    (err: unknown) => {
      console.error(err instanceof Error ? (err.stack ?? err.message) : err);
      process.exitCode = 1;
    },
  );
}
