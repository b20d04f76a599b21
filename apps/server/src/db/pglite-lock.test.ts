// The mark a running server leaves beside its embedded database (DATA_DIR/db.lock) is what makes
// `npm run backup` refuse it. The admin or seed command, run beside that server, opens the same directory:
// it used to overwrite the server's mark with its own and remove it on close, after which a backup copied
// the running server's database and called it a consistent snapshot.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { holdPgliteLock, lockFileOf, pgliteHolder } from './pglite-lock.js';

let root: string;
let dir: string;
beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'affinia-pglite-lock-'));
  dir = path.join(root, 'db');
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('the embedded database’s lock', () => {
  it('names this process while it holds the directory, and nobody once released', () => {
    const release = holdPgliteLock(dir);
    expect(pgliteHolder(dir)).toBe(process.pid);
    release();
    expect(pgliteHolder(dir)).toBeNull();
  });

  it('keeps the mark of another live process: a second opener neither replaces nor removes it', () => {
    // The parent of this test process is alive for as long as the test runs: it stands for the server.
    const server = process.ppid;
    writeFileSync(lockFileOf(dir), `${server}\n`);

    const releaseSecond = holdPgliteLock(dir);
    expect(pgliteHolder(dir)).toBe(server);
    releaseSecond();
    expect(readFileSync(lockFileOf(dir), 'utf8')).toBe(`${server}\n`);
    expect(pgliteHolder(dir)).toBe(server);
  });
});
