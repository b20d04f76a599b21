// Backups of an embedded instance: one archive holding the PGlite database (its own consistent dump),
// every photo the database references, the session signing key, the web push keys and the first-run demo marker.
// Restoring writes them into an empty DATA_DIR. PostgreSQL is backed up with pg_dump instead
// (docs/operations.md): this module refuses it rather than produce a partial archive.
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { count } from 'drizzle-orm';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import { lockFileOf, pgliteHolder } from '../../db/pglite-lock.js';
import { tightenTree } from '../../lib/private-files.js';
import { matches, messages, photos, users } from '../../db/schema.js';
import { FIRST_RUN_MARKER } from '../demo/marker.js';
import { createPhotoStorage } from '../photos/storage.js';
import { ArchiveError, createTarWriter, readTar } from './tar.js';

export const BACKUP_FORMAT = 1;
const MANIFEST = 'affinia-backup.json';
const DATABASE_ENTRY = 'database.tar.gz';
/** Small files of DATA_DIR that belong with the database (the VAPID keys: browsers' subscriptions are bound to them). */
const DATA_FILES = ['jwt-secret', 'vapid-keys.json', FIRST_RUN_MARKER];

export type BackupManifest = {
  format: number;
  created_at: string;
  database: 'pglite';
  counts: { users: number; matches: number; messages: number; photos: number };
  /** photo id → content type, as the rows say. */
  photos: Record<string, string>;
};

export class BackupError extends Error {}

type Where = Pick<Config, 'databaseUrl' | 'pgliteDir' | 'photosDir' | 's3' | 'dataDir'>;

function embeddedOnly(config: Where): string {
  if (config.databaseUrl) {
    throw new BackupError(
      'DATABASE_URL is set: back up PostgreSQL with pg_dump (docs/operations.md, "Backups"), and photos with your storage tools.',
    );
  }
  if (config.s3) {
    throw new BackupError('S3_BUCKET is set: photos live in the bucket; copy it with your provider’s tools.');
  }
  if (!config.pgliteDir) throw new BackupError('no embedded database directory configured');
  return config.pgliteDir;
}

async function countsOf(db: Db) {
  const one = async (table: typeof users | typeof matches | typeof messages | typeof photos) =>
    (await db.select({ n: count() }).from(table))[0]?.n ?? 0;
  return {
    users: await one(users),
    matches: await one(matches),
    messages: await one(messages),
    photos: await one(photos),
  };
}

/**
 * Writes the archive to `outFile` (which must not exist yet). The server must be stopped: a directory
 * a live process holds (db/pglite-lock.ts) is refused, so what is written is always a consistent snapshot.
 */
export async function createBackup(config: Where, outFile: string): Promise<BackupManifest> {
  const dir = embeddedOnly(config);
  if (!existsSync(dir)) throw new BackupError(`no database in ${dir}`);
  if (existsSync(outFile)) throw new BackupError(`${outFile} already exists: choose another file`);
  const holder = pgliteHolder(dir);
  if (holder !== null) {
    throw new BackupError(
      `The server is running (process ${holder} has ${dir} open, see ${lockFileOf(dir)}): stop it, then run the ` +
        'backup again. No backup was taken: a copy of a database being written is not a consistent snapshot.',
    );
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  let client;
  try {
    client = new PGlite(dir);
    await client.waitReady;
  } catch (err) {
    throw new BackupError(
      `could not open the database in ${dir} (is the server still running?): ${(err as Error).message}`,
    );
  }
  const storage = await createPhotoStorage(config);
  const writer = createTarWriter(outFile);
  try {
    const db = drizzle({ client });
    const rows = await db.select({ id: photos.id, contentType: photos.contentType }).from(photos);
    const manifest: BackupManifest = {
      format: BACKUP_FORMAT,
      created_at: new Date().toISOString(),
      database: 'pglite',
      counts: await countsOf(db as never),
      photos: Object.fromEntries(rows.map((r) => [r.id, r.contentType])),
    };
    writer.add(MANIFEST, Buffer.from(JSON.stringify(manifest, null, 2)));
    const dump = await client.dumpDataDir('gzip');
    writer.add(DATABASE_ENTRY, Buffer.from(await dump.arrayBuffer()));
    for (const name of DATA_FILES) {
      const file = path.join(config.dataDir, name);
      if (existsSync(file)) writer.add(name, readFileSync(file));
    }
    for (const { id } of rows) {
      const data = await storage.get(id);
      // A row without its file is already broken in the live instance; the manifest still names it.
      if (data) writer.add(`photos/${id}`, data);
    }
    writer.finish();
    return manifest;
  } catch (err) {
    writer.abort();
    rmSync(outFile, { force: true });
    throw err;
  } finally {
    await storage.close();
    await client.close();
    tightenTree(dir);
  }
}

/** Restores an archive into the configured DATA_DIR, whose database directory must be absent or empty. */
export async function restoreBackup(config: Where, file: string): Promise<BackupManifest> {
  const dir = embeddedOnly(config);
  if (!existsSync(file)) throw new BackupError(`no backup at ${file}`);
  if (existsSync(dir) && readdirSync(dir).length > 0) {
    throw new BackupError(
      `${dir} already holds a database: restore into an empty DATA_DIR (move the old one away first)`,
    );
  }
  let manifest: BackupManifest | null = null;
  let database: Buffer | null = null;
  const extras = new Map<string, Buffer>();
  const photoFiles = new Map<string, Buffer>();
  try {
    readTar(file, (name, data) => {
      if (name === MANIFEST) manifest = JSON.parse(data.toString('utf8')) as BackupManifest;
      else if (name === DATABASE_ENTRY) database = data;
      else if (DATA_FILES.includes(name)) extras.set(name, data);
      else if (name.startsWith('photos/')) photoFiles.set(name.slice('photos/'.length), data);
    });
  } catch (err) {
    if (err instanceof ArchiveError || err instanceof SyntaxError)
      throw new BackupError(`${file} is not a readable backup: ${err.message}`);
    throw err;
  }
  const found = manifest as BackupManifest | null;
  if (!found || found.format !== BACKUP_FORMAT || !database) {
    throw new BackupError(`${file} is not an Affinia backup (format ${BACKUP_FORMAT})`);
  }
  const { PGlite } = await import('@electric-sql/pglite');
  mkdirSync(dir, { recursive: true });
  const client = new PGlite(dir, { loadDataDir: new Blob([new Uint8Array(database as Buffer)]) });
  await client.waitReady;
  await client.close();
  // PGlite writes its files 0666 whatever the umask (lib/private-files.ts).
  tightenTree(dir);
  const storage = await createPhotoStorage(config);
  try {
    for (const [id, data] of photoFiles) await storage.put(id, data, found.photos[id] ?? 'image/webp');
  } finally {
    await storage.close();
  }
  for (const [name, data] of extras) writeFileSync(path.join(config.dataDir, name), data, { mode: 0o600 });
  return found;
}
