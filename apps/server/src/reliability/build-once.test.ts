// `npm start` builds only what is missing or stale: the build stamps of scripts/build-stamp.mjs, on a
// throw-away copy of the inputs (a source edit makes its build stale; tests, dist and a fresh stamp do not).
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT, TARGETS, sourceHash, staleTargets, writeStamp } from '../../../../scripts/build-stamp.mjs';

describe('build stamps', () => {
  let root: string;
  const stale = () => staleTargets(root).map((t) => t.target);
  const stampAll = () => {
    for (const { target, hash } of staleTargets(root)) {
      mkdirSync(path.join(root, TARGETS[target].out), { recursive: true });
      writeStamp(target, hash, root);
    }
  };

  beforeAll(() => {
    root = mkdtempSync(path.join(tmpdir(), 'affinia-stamps-'));
    const inputs = new Set([...TARGETS.web.inputs, ...TARGETS.server.inputs]);
    for (const input of inputs) {
      cpSync(path.join(ROOT, input), path.join(root, input), {
        recursive: true,
        filter: (src) => !/(^|\/)(node_modules|dist)(\/|$)/.test(path.relative(ROOT, src)),
      });
    }
  });
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('a checkout never built is stale on both sides; once stamped, nothing is', () => {
    expect(stale()).toEqual(['web', 'server']);
    stampAll();
    expect(stale()).toEqual([]);
  });

  it('a web source edit makes only the web stale; a contract edit makes both stale', () => {
    writeFileSync(path.join(root, 'apps/web/src/components/layouts/site-origin.ts'), '// edited\n', { flag: 'a' });
    expect(stale()).toEqual(['web']);
    stampAll();
    writeFileSync(path.join(root, 'packages/contract/src/constants.ts'), '// edited\n', { flag: 'a' });
    expect(stale()).toEqual(['web', 'server']);
    stampAll();
    writeFileSync(path.join(root, 'package-lock.json'), '\n', { flag: 'a' });
    expect(stale()).toEqual(['web', 'server']);
    stampAll();
  });

  it('tests, build output and leftovers are not inputs', () => {
    const before = sourceHash('server', root);
    writeFileSync(path.join(root, 'apps/server/src/new-feature.test.ts'), 'it.todo;\n');
    mkdirSync(path.join(root, 'apps/server/src/dist'), { recursive: true });
    writeFileSync(path.join(root, 'apps/server/src/dist/out.js'), 'x');
    expect(sourceHash('server', root)).toBe(before);
    expect(stale()).toEqual([]);
  });

  it('a new file and a renamed file both count', () => {
    const before = sourceHash('server', root);
    writeFileSync(path.join(root, 'apps/server/src/extra.ts'), 'export const x = 1;\n');
    const added = sourceHash('server', root);
    expect(added).not.toBe(before);
    cpSync(path.join(root, 'apps/server/src/extra.ts'), path.join(root, 'apps/server/src/extra2.ts'));
    rmSync(path.join(root, 'apps/server/src/extra.ts'));
    expect(sourceHash('server', root)).not.toBe(added);
  });
});
