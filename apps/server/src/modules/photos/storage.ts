// Where photo files live, behind a small interface so object storage can replace the local directory.
import { mkdir, readFile, rm, writeFile, rename } from 'node:fs/promises';
import path from 'node:path';
import { randomBytes } from 'node:crypto';

export interface PhotoStorage {
  put(key: string, data: Buffer): Promise<void>;
  /** The file's bytes, or null when there is no such photo. */
  get(key: string): Promise<Buffer | null>;
  delete(key: string): Promise<void>;
}

const KEY_RE = /^[A-Za-z0-9_-]{16,64}$/;
function assertKey(key: string) {
  // Keys come from URLs: anything but our own id format never reaches the file system.
  if (!KEY_RE.test(key)) throw new Error('invalid photo key');
}

export function createLocalPhotoStorage(dir: string): PhotoStorage {
  const ready = mkdir(dir, { recursive: true });
  const fileOf = (key: string) => path.join(dir, key.slice(0, 2), key);
  return {
    async put(key, data) {
      assertKey(key);
      await ready;
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      // Write then rename, so a crash never leaves a half-written photo under its real name.
      const tmp = `${file}.${randomBytes(4).toString('hex')}.tmp`;
      await writeFile(tmp, data, { mode: 0o640 });
      await rename(tmp, file);
    },
    async get(key) {
      if (!KEY_RE.test(key)) return null;
      try {
        return await readFile(fileOf(key));
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw err;
      }
    },
    async delete(key) {
      assertKey(key);
      await rm(fileOf(key), { force: true });
    },
  };
}
