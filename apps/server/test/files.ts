// Files under a directory, counted by walking it (temporary files included): what tests check to see
// that a failed or refused upload left nothing behind. A missing directory holds no file.
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';

export function countFiles(dir: string): number {
  try {
    return readdirSync(dir).reduce((n, name) => {
      const full = path.join(dir, name);
      return n + (statSync(full).isDirectory() ? countFiles(full) : 1);
    }, 0);
  } catch {
    return 0;
  }
}
