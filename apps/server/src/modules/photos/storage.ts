// Where photo files live, behind a small interface: a local directory by default (one process), an
// S3-compatible bucket when configured (several processes share it). Rows in `photos` are the truth;
// a file without a row is an interrupted upload's leftover, found by `listOlderThan` and swept.
import { mkdir, readFile, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import type { Config } from '../../config.js';

export interface PhotoStorage {
  put(key: string, data: Buffer, contentType: string): Promise<void>;
  /** The file's bytes, or null when there is no such photo. */
  get(key: string): Promise<Buffer | null>;
  /** Idempotent: deleting a missing key is not an error. */
  delete(key: string): Promise<void>;
  /**
   * Keys of the files last written before `before`, for the orphan sweep. Leftovers of interrupted
   * writes that never became a photo (local temporary files) are removed on the way.
   */
  listOlderThan(before: Date): AsyncIterable<string>;
  close(): Promise<void>;
}

export const PHOTO_KEY_RE = /^[A-Za-z0-9_-]{16,64}$/;
export function assertPhotoKey(key: string) {
  // Keys come from URLs: anything but our own id format never reaches the file system or the bucket.
  if (!PHOTO_KEY_RE.test(key)) throw new Error('invalid photo key');
}

export async function createPhotoStorage(config: Pick<Config, 's3' | 'photosDir'>): Promise<PhotoStorage> {
  if (!config.s3) return createLocalPhotoStorage(config.photosDir);
  // The AWS SDK is loaded only when a bucket is configured: the embedded default starts without it.
  const { createS3PhotoStorage } = await import('./s3-storage.js');
  return createS3PhotoStorage(config.s3);
}

const TMP_SUFFIX = '.tmp';

export function createLocalPhotoStorage(dir: string): PhotoStorage {
  const ready = mkdir(dir, { recursive: true });
  // Awaited by the first write, which then reports any failure; a storage never written to (its
  // directory removed meanwhile, as tests do) must not raise an unhandled rejection.
  ready.catch(() => {});
  const fileOf = (key: string) => path.join(dir, key.slice(0, 2), key);
  return {
    async put(key, data) {
      assertPhotoKey(key);
      await ready;
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      // Write then rename, so a crash never leaves a half-written photo under its real name.
      const tmp = `${file}.${randomBytes(4).toString('hex')}${TMP_SUFFIX}`;
      await writeFile(tmp, data, { mode: 0o640 });
      await rename(tmp, file);
    },
    async get(key) {
      if (!PHOTO_KEY_RE.test(key)) return null;
      try {
        return await readFile(fileOf(key));
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw err;
      }
    },
    async delete(key) {
      assertPhotoKey(key);
      await rm(fileOf(key), { force: true });
    },
    async *listOlderThan(before) {
      await ready;
      for (const shard of await readdir(dir)) {
        const shardDir = path.join(dir, shard);
        const names = await readdir(shardDir).catch(() => [] as string[]);
        for (const name of names) {
          const file = path.join(shardDir, name);
          const info = await stat(file).catch(() => null);
          if (!info?.isFile() || info.mtime >= before) continue;
          if (name.endsWith(TMP_SUFFIX)) await rm(file, { force: true });
          else if (PHOTO_KEY_RE.test(name)) yield name;
        }
      }
    },
    async close() {},
  };
}
