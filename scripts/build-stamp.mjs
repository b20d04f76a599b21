// Build stamps: a hash of everything a build reads, written into its output once the build succeeded.
// `npm start` rebuilds a part only when its stamp is missing or differs from the sources' hash now, so
// starting a built checkout costs no build at all (scripts/start.mjs).
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const STAMP_FILE = '.build-stamp';

/** What each build reads (relative to the repository), and where it writes. Tests are not inputs. */
export const TARGETS = {
  web: {
    workspace: '@affinia/web',
    out: 'apps/web/dist',
    inputs: [
      'apps/web/src',
      'apps/web/public',
      'apps/web/scripts',
      'apps/web/index.html',
      'apps/web/vite.config.ts',
      'apps/web/package.json',
      'apps/web/tsconfig.json',
      'packages/contract/src',
      'packages/contract/package.json',
      'package-lock.json',
    ],
  },
  server: {
    workspace: '@affinia/server',
    out: 'apps/server/dist',
    inputs: [
      'apps/server/src',
      'apps/server/build.mjs',
      'apps/server/build-options.mjs',
      'packages/demo/src',
      'packages/demo/package.json',
      'apps/server/package.json',
      'packages/contract/src',
      'packages/contract/package.json',
      'packages/matching/src',
      'packages/matching/package.json',
      'package-lock.json',
    ],
  },
};

const IGNORED = /(^|\/)(node_modules|dist|\.tmp|\.cache)(\/|$)|\.test\.tsx?$/;

function filesUnder(root, relative) {
  const full = path.join(root, relative);
  if (!existsSync(full)) return [];
  if (!statSync(full).isDirectory()) return [relative];
  return readdirSync(full)
    .sort()
    .flatMap((name) => {
      const child = `${relative}/${name}`;
      return IGNORED.test(child) ? [] : filesUnder(root, child);
    });
}

/** sha256 over the path and bytes of every input file, in a fixed order. */
export function sourceHash(target, root = ROOT) {
  const hash = createHash('sha256');
  for (const input of TARGETS[target].inputs) {
    for (const file of filesUnder(root, input)) {
      hash
        .update(file)
        .update('\0')
        .update(readFileSync(path.join(root, file)))
        .update('\0');
    }
  }
  return hash.digest('hex');
}

export function readStamp(target, root = ROOT) {
  try {
    return readFileSync(path.join(root, TARGETS[target].out, STAMP_FILE), 'utf8').trim();
  } catch {
    return null;
  }
}

export function writeStamp(target, hash, root = ROOT) {
  writeFileSync(path.join(root, TARGETS[target].out, STAMP_FILE), `${hash}\n`);
}

/** The targets whose output is missing or older than their sources, with the hash to stamp. */
export function staleTargets(root = ROOT) {
  return Object.keys(TARGETS).flatMap((target) => {
    const hash = sourceHash(target, root);
    return readStamp(target, root) === hash ? [] : [{ target, hash }];
  });
}
