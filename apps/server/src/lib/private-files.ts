// DATA_DIR holds the database, photos, mails and signing keys: nobody but the server's own user may read
// it (issue 31, item 7: 971 of 1 105 files under DATA_DIR/db were world-readable, PGlite writing with the
// default umask). Every entry point that writes there (the server, backup/restore, admin, seed) calls
// `privateUmask` before anything is written: files are then created 0600 and directories 0700. The server
// also calls `keepDataPrivate`, which brings a DATA_DIR made by an earlier version to the same modes.
import { chmodSync, existsSync, lstatSync, mkdirSync, readdirSync, type Stats } from 'node:fs';
import path from 'node:path';

/** Group and other bits: none may be set on anything under DATA_DIR. */
const SHARED_BITS = 0o077;

/** From now on this process creates files 0600 and directories 0700 (the umask, not each call site). */
export function privateUmask(): void {
  process.umask(SHARED_BITS);
}

/** What the server keeps under DATA_DIR (the directory itself may be shared with other things: only these are walked). */
export type DataPaths = {
  dataDir: string;
  pgliteDir: string | null;
  photosDir: string;
  mail: { outboxDir: string };
  push: { keysFile: string };
};
const DATA_FILES = ['jwt-secret', 'demo-population.json', 'db.lock'];

/**
 * Creates DATA_DIR 0700, or brings an existing one, and what the server keeps in it, to 0700/0600
 * (symbolic links are not followed). Answers how many entries had to be tightened.
 */
export function keepDataPrivate(paths: DataPaths): number {
  const { dataDir } = paths;
  if (!existsSync(dataDir)) {
    mkdirSync(dataDir, { recursive: true, mode: 0o700 });
    return 0;
  }
  let tightened = tightenEntry(dataDir, lstatSync(dataDir));
  for (const entry of [paths.pgliteDir, paths.photosDir, paths.mail.outboxDir, paths.push.keysFile]) {
    if (entry) tightened += tightenTree(entry);
  }
  for (const name of DATA_FILES) tightened += tightenTree(path.join(dataDir, name));
  return tightened;
}

function tightenEntry(entry: string, stat: Stats): number {
  if ((stat.mode & SHARED_BITS) === 0) return 0;
  chmodSync(entry, stat.mode & 0o700);
  return 1;
}

/**
 * Takes group and other bits off `entry` and everything under it (symbolic links are not followed);
 * answers how many entries changed. PGlite needs it beyond the umask: its WASM file system sets the
 * mode of the database files itself (0666), whatever the process's umask.
 */
export function tightenTree(entry: string): number {
  if (!existsSync(entry)) return 0;
  const stat = lstatSync(entry);
  if (stat.isSymbolicLink()) return 0;
  let tightened = tightenEntry(entry, stat);
  if (stat.isDirectory()) for (const name of readdirSync(entry)) tightened += tightenTree(path.join(entry, name));
  return tightened;
}
