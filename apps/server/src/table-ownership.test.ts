// Table ownership (decision 064): the lint rule that keeps each server module to its own tables sees
// every file of every module, in imports and in raw SQL, and its list of crossings still to remove is
// exactly what the code does today — a crossing removed must leave the list, a new one fails lint.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';
import { DEBTS, tableOwnership } from '../../../scripts/eslint-table-ownership.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

function linter(debts?: Record<string, string[]>) {
  return new ESLint({
    cwd: root,
    overrideConfigFile: true,
    overrideConfig: [
      {
        files: ['apps/server/src/modules/**/*.ts'],
        ignores: ['**/*.test.ts'],
        languageOptions: { parser: tseslint.parser },
        plugins: { affinia: tableOwnership },
        rules: { 'affinia/table-ownership': ['error', ...(debts ? [{ debts }] : [])] },
      },
    ],
  });
}

/** "module table" for each crossing reported. */
const crossings = (results: ESLint.LintResult[]) =>
  new Set(
    results.flatMap((r) =>
      r.messages.map(
        (m) => `${/modules\/([a-z-]+)\//.exec(r.filePath)![1]} ${/Table '([a-z_]+)'/.exec(m.message)![1]}`,
      ),
    ),
  );

describe('table ownership', () => {
  it('lists as debts exactly the crossings the modules make today', async () => {
    const found = crossings(await linter({}).lintFiles(['apps/server/src/modules/**/*.ts']));
    const listed = new Set(Object.entries(DEBTS).flatMap(([module, tables]) => tables.map((t) => `${module} ${t}`)));
    expect([...found].sort()).toEqual([...listed].sort());
  });

  it('reports a table of another module, imported or written in raw SQL, from any file', async () => {
    const source = [
      "import { sql } from 'drizzle-orm';",
      "import { photos, type PhotoRow } from '../../db/schema.js';",
      'export const q = sql`SELECT count(*) FROM ratings r JOIN "messages" m ON true`;',
      'export const own = sql`SELECT * FROM matches`;',
      'export type Row = PhotoRow;',
      'void photos;',
    ].join('\n');
    const [result] = await linter().lintText(source, {
      filePath: path.join(root, 'apps/server/src/modules/matching/helpers.ts'),
    });
    expect(result!.messages.map((m) => m.message)).toEqual([
      "Table 'photos' belongs to the photos module: reach it through that module (its service or its exported SQL), not from matching.",
      "Table 'ratings' belongs to the ratings module: reach it through that module (its service or its exported SQL), not from matching.",
      "Table 'messages' belongs to the chat module: reach it through that module (its service or its exported SQL), not from matching.",
    ]);
  });
});
