// Which process has an embedded database directory open. PGlite takes no lock of its own, so a second
// process opening the directory of a running server (a backup, the admin or seed command) would read a
// database in the middle of being written. The process that opens it writes its pid next to it
// (`DATA_DIR/db.lock`) and removes it on close; the others ask whether that process is still alive.
import { readFileSync, rmSync, writeFileSync } from 'node:fs';

export const lockFileOf = (pgliteDir: string) => `${pgliteDir.replace(/\/+$/, '')}.lock`;

/**
 * Marks the directory as open by this process; the function returned releases it. When another live
 * process holds it already (the admin or seed command run beside a running server), its mark is left as
 * it is: overwritten, then removed on close, it would let a backup copy the running server's database.
 */
export function holdPgliteLock(pgliteDir: string): () => void {
  const holder = pgliteHolder(pgliteDir);
  if (holder !== null && holder !== process.pid) return () => {};
  const file = lockFileOf(pgliteDir);
  writeFileSync(file, `${process.pid}\n`, { mode: 0o600 });
  return () => {
    if (holderOf(file) === process.pid) rmSync(file, { force: true });
  };
}

function holderOf(file: string): number | null {
  try {
    const pid = Number.parseInt(readFileSync(file, 'utf8'), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
}

/**
 * The pid of a live process holding the directory, or null: no lock file, or one left by a process that
 * died (a crash or SIGKILL leaves it behind; its pid no longer exists).
 */
export function pgliteHolder(pgliteDir: string): number | null {
  const pid = holderOf(lockFileOf(pgliteDir));
  if (pid === null) return null;
  try {
    process.kill(pid, 0);
    return pid;
  } catch (err) {
    // EPERM: the process exists but belongs to another user.
    return (err as NodeJS.ErrnoException).code === 'EPERM' ? pid : null;
  }
}
