// Decision records' index (issue 32): docs/decisions/README.md is generated from each record's title,
// Status and Date lines, so it cannot drift from them. `--check` (CI) fails when a record lacks those
// lines, names a record that does not exist, or the index is out of date.
//   node scripts/decisions-index.mjs          write the index
//   node scripts/decisions-index.mjs --check  verify only
import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const dir = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'docs', 'decisions');
const indexFile = path.join(dir, 'README.md');
const check = process.argv.includes('--check');

const problems = [];
const records = readdirSync(dir)
  .filter((name) => /^\d{3}-.+\.md$/.test(name))
  .sort()
  .map((file) => {
    const number = file.slice(0, 3);
    const lines = readFileSync(path.join(dir, file), 'utf8').split('\n');
    const title = /^# (\d{3}) — (.+)$/.exec(lines[0] ?? '');
    if (!title || title[1] !== number) problems.push(`${file}: first line must be "# ${number} — <title>"`);
    // The header is the title, a blank line, then Status and Date, before anything else.
    const status = /^Status: (.+)$/.exec(lines[2] ?? '');
    const date = /^Date: (\d{4}-\d{2}-\d{2})$/.exec(lines[3] ?? '');
    if (!status) problems.push(`${file}: line 3 must be "Status: accepted" (or "superseded by NNN", ...)`);
    if (!date) problems.push(`${file}: line 4 must be "Date: YYYY-MM-DD" (the day the record was first committed)`);
    return { file, number, title: title?.[2] ?? file, status: status?.[1] ?? '?' };
  });

const numbers = new Set(records.map((r) => r.number));
for (const r of records) {
  if (records.filter((o) => o.number === r.number).length > 1)
    problems.push(`${r.file}: number ${r.number} is taken twice`);
  for (const [, other] of r.status.matchAll(/(?:by|supersedes|amends) (\d{3})/g)) {
    if (!numbers.has(other)) problems.push(`${r.file}: its Status names ${other}, which has no record`);
  }
}

const index = [
  '# Decision records',
  '',
  'One file per decision, `NNN-short-title.md`, numbered in order and never renumbered. Each starts with',
  'its title, then a `Status:` line (`accepted`, `superseded by NNN`, `accepted; amended by NNN (...)`)',
  'and a `Date:` line (the day the record was first committed).',
  '',
  'A decision is not rewritten once accepted: a change of mind is a new record that says what it',
  "supersedes or amends, and the old record's Status line names the new one (the only edit it gets).",
  'The history of each record is in git.',
  '',
  'This index is generated: after adding a record or changing a Status line, run',
  '`node scripts/decisions-index.mjs` (CI runs it with `--check`).',
  '',
  '| No. | Decision | Status |',
  '| --- | --- | --- |',
  ...records.map(
    (r) => `| ${r.number} | [${r.title.replace(/\|/g, '\\|')}](${r.file}) | ${r.status.replace(/\|/g, '\\|')} |`,
  ),
  '',
].join('\n');

if (check) {
  const current = existsSync(indexFile) ? readFileSync(indexFile, 'utf8') : '';
  if (current !== index)
    problems.push('docs/decisions/README.md is out of date: run `node scripts/decisions-index.mjs`');
} else {
  writeFileSync(indexFile, index);
}
if (problems.length > 0) {
  console.error(problems.join('\n'));
  process.exit(1);
}
console.log(`${records.length} decision records${check ? ', index up to date' : ', index written'}`);
