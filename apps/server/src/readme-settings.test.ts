// The README's configuration table lists every setting config.ts reads, and nothing it does not: an
// operator reads the README, not the zod schema. Fails when a setting is added without its row.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const configSource = readFileSync(path.join(root, 'apps/server/src/config.ts'), 'utf8');
const readme = readFileSync(path.join(root, 'README.md'), 'utf8');

/** The keys of config.ts's environment schema (the `NAME:` lines of `envSchema`). */
function settingsRead(): Set<string> {
  const start = configSource.indexOf('const envSchema = z.object({');
  const block = configSource.slice(start, configSource.indexOf('\n});', start));
  return new Set([...block.matchAll(/^ {2}([A-Z][A-Z0-9_]+):/gm)].map((m) => m[1]!));
}

/** Every `NAME` in the first column of the README's configuration table (a row may name several). */
function settingsDocumented(): Set<string> {
  const section = readme.slice(
    readme.indexOf('## Configuration'),
    readme.indexOf('\n## ', readme.indexOf('## Configuration') + 1),
  );
  const names = new Set<string>();
  for (const line of section.split('\n')) {
    if (!line.startsWith('| `')) continue;
    const firstCell = line.split('|')[1] ?? '';
    for (const m of firstCell.matchAll(/`([A-Z][A-Z0-9_]+)`/g)) names.add(m[1]!);
  }
  return names;
}

describe('README configuration table', () => {
  it('names every setting config.ts reads, and only those', () => {
    const read = settingsRead();
    const documented = settingsDocumented();
    expect(read.size).toBeGreaterThan(30);
    expect([...read].filter((name) => !documented.has(name)).sort()).toEqual([]);
    expect([...documented].filter((name) => !read.has(name)).sort()).toEqual([]);
  });
});
