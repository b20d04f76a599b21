// `npm run admin -- --email x@y [--password …] [--name …]`: gives the admin role to an existing account,
// or creates an operator account with that role. It uses the same configuration as the server
// (DATA_DIR or DATABASE_URL), so run it where the server runs. On PostgreSQL it works while the server
// runs (the role is read on every request); the embedded database serves one process, so there it
// refuses while the server runs and points to ADMIN_EMAILS (decision 053).
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { eq } from 'drizzle-orm';
import { NAME_MAX_LENGTH, displayNameFrom, emailSchema } from '@affinia/contract';
import { ConfigError, loadConfig, type Config } from '../../config.js';
import { pgliteHolder } from '../../db/pglite-lock.js';
import { privateUmask } from '../../lib/private-files.js';
import { openDatabase, type Database } from '../../db/client.js';
import { users } from '../../db/schema.js';
import { hashPassword, passwordPolicyViolation } from '../auth/passwords.js';
import { findUserByEmail, insertUser } from '../users/repository.js';

const USAGE = `Usage: npm run admin -- --email <adresse> [--password <mot de passe>] [--name <nom>]

  Promotes the account with this e-mail to admin, or creates an admin account when none exists.
  A new account without --password gets a generated one, printed once.
  The password can also come from the ADMIN_PASSWORD environment variable (kept out of shell history).
  It uses the server's configuration (DATA_DIR or DATABASE_URL). On PostgreSQL it works while the
  server runs. With the embedded database (no DATABASE_URL) it refuses while the server runs (PGlite
  serves one process per data directory): stop the server first, or name the admin with ADMIN_EMAILS.`;

/**
 * With the embedded database, whether a running server holds it: the message saying so (nothing is
 * opened then), or null. PostgreSQL serves any number of processes.
 */
export function embeddedDatabaseInUse(config: Pick<Config, 'databaseUrl' | 'pgliteDir'>): string | null {
  if (config.databaseUrl || !config.pgliteDir) return null;
  const holder = pgliteHolder(config.pgliteDir);
  if (holder === null) return null;
  return (
    `The server is running (process ${holder} has ${config.pgliteDir} open) and the embedded database serves ` +
    'one process: nothing was changed. Either stop the server and run this again, or add the address to ' +
    'ADMIN_EMAILS and restart the server: the account becomes admin once its address is confirmed.'
  );
}

export type AdminCommandResult =
  | { outcome: 'promoted' | 'already-admin'; email: string }
  | { outcome: 'created'; email: string; generatedPassword: string | null };

/** The command's work, separate from argument parsing and process exit so tests can call it. */
export async function grantAdmin(
  database: Database,
  input: { email: string; password?: string; name?: string },
): Promise<AdminCommandResult> {
  const parsedEmail = emailSchema.safeParse(input.email);
  if (!parsedEmail.success) throw new Error(`Invalid e-mail address: ${input.email}`);
  const email = parsedEmail.data;
  const existing = await findUserByEmail(database.db, email);
  if (existing) {
    if (existing.role === 'admin') return { outcome: 'already-admin', email };
    await database.db.update(users).set({ role: 'admin' }).where(eq(users.id, existing.id));
    return { outcome: 'promoted', email };
  }

  const generatedPassword = input.password ? null : randomBytes(18).toString('base64url');
  const password = input.password ?? generatedPassword!;
  const weak = passwordPolicyViolation(password, email);
  if (weak) throw new Error(`Password refused: ${weak}`);
  const name = (input.name ?? 'Administrateur').trim().slice(0, NAME_MAX_LENGTH) || 'Administrateur';
  await insertUser(database.db, {
    email,
    passwordHash: await hashPassword(password),
    name,
    displayName: displayNameFrom(name),
    // An operator account, not a dating profile: the columns a profile requires get neutral values,
    // and the paused flag (with no questionnaire) keeps it out of discover.
    age: 18,
    gender: 'homme',
    location: '',
    isPaused: true,
    role: 'admin',
  });
  return { outcome: 'created', email, generatedPassword };
}

async function main(argv: string[]): Promise<number> {
  let values: { email?: string; password?: string; name?: string; help?: boolean };
  try {
    ({ values } = parseArgs({
      args: argv,
      options: {
        email: { type: 'string' },
        password: { type: 'string' },
        name: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
      strict: true,
    }));
  } catch (err) {
    console.error(`${(err as Error).message}\n\n${USAGE}`);
    return 2;
  }
  if (values.help) {
    console.log(USAGE);
    return 0;
  }
  if (!values.email) {
    console.error(USAGE);
    return 2;
  }

  // It writes to DATA_DIR (the embedded database): files 0600, directories 0700, as the server.
  privateUmask();
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      return 1;
    }
    throw err;
  }
  const inUse = embeddedDatabaseInUse(config);
  if (inUse) {
    console.error(inUse);
    return 1;
  }
  const database = await openDatabase({ databaseUrl: config.databaseUrl, pgliteDir: config.pgliteDir });
  try {
    const result = await grantAdmin(database, {
      email: values.email,
      password: values.password ?? process.env.ADMIN_PASSWORD,
      name: values.name,
    });
    if (result.outcome === 'already-admin') console.log(`${result.email} is already an admin.`);
    if (result.outcome === 'promoted') console.log(`${result.email} is now an admin.`);
    if (result.outcome === 'created') {
      console.log(`Admin account created: ${result.email}`);
      if (result.generatedPassword) {
        console.log(`Generated password (shown once, keep it somewhere safe): ${result.generatedPassword}`);
      }
    }
    if (values.password && result.outcome !== 'created') {
      console.log('The existing password was kept; --password only applies to a new account.');
    }
    return 0;
  } catch (err) {
    console.error((err as Error).message);
    return 1;
  } finally {
    await database.close();
  }
}

// Run only as a command, not when a test imports grantAdmin.
if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  main(process.argv.slice(2)).then(
    (code) => process.exit(code),
    (err) => {
      console.error(err);
      process.exit(1);
    },
  );
}
