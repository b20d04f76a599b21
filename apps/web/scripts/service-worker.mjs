// Builds dist/sw.js after the prerender (the pages it keeps exist only then): src/sw/service-worker.ts
// compiled by TypeScript (one file, no imports: nothing to bundle), with the list of what to keep
// offline and the build's version written in. The version is a hash of every kept file, so any change
// to a page or a file makes a new worker, which browsers install at their next visit.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const webRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(webRoot, 'dist');

/** dist/<route>/index.html written by the prerender → the route's path; index.prerendered.html → "/". */
const pages = [];
if (existsSync(path.join(dist, 'index.prerendered.html'))) pages.push('/');
const files = [];
function walk(dir) {
  for (const name of readdirSync(dir)) {
    const file = path.join(dir, name);
    const rel = '/' + path.relative(dist, file).split(path.sep).join('/');
    if (statSync(file).isDirectory()) walk(file);
    else if (name === 'index.html' && dir !== dist) pages.push(path.posix.dirname(rel));
    // The built code and styles, icons, the manifest and the pages' illustrations; not source maps,
    // precompressed twins, nor the large share images (link previews only).
    else if (/\.(js|css|svg|png|webmanifest|woff2)$/.test(name) && name !== 'sw.js') files.push(rel);
  }
}
walk(dist);
pages.sort();
files.sort();

const hash = createHash('sha256');
for (const rel of ['/index.html', ...files]) hash.update(rel).update(readFileSync(path.join(dist, rel)));
for (const page of pages) {
  hash
    .update(page)
    .update(readFileSync(path.join(dist, page === '/' ? 'index.prerendered.html' : `${page}/index.html`)));
}
const version = hash.digest('hex').slice(0, 16);

const source = readFileSync(path.join(webRoot, 'src/sw/service-worker.ts'), 'utf8');
const { outputText } = ts.transpileModule(source, {
  compilerOptions: { target: ts.ScriptTarget.ES2022, module: ts.ModuleKind.ESNext, removeComments: false },
});
const code = outputText
  .replace(/^export \{\};\s*$/m, '')
  .replace('__PRECACHE__', JSON.stringify({ version, pages, files }));
if (code.includes('__PRECACHE__') || /^\s*(import|export)\b/m.test(code)) {
  throw new Error('service worker: the precache list was not written in, or the worker is a module');
}
writeFileSync(path.join(dist, 'sw.js'), code);
console.log(`sw.js: version ${version}, ${pages.length} pages and ${files.length} files kept offline`);
