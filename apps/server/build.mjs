// Bundles the server (and the workspace's own TypeScript packages) into dist/main.js; npm
// dependencies stay external and load from node_modules. Migrations and the nudity worker are copied beside it.
import { build } from 'esbuild';
import { cpSync, readFileSync, rmSync } from 'node:fs';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
// The workspace's own packages (@affinia/*) are TypeScript sources: bundled, never external.
const external = Object.keys(pkg.dependencies ?? {}).filter((name) => !name.startsWith('@affinia/'));

rmSync('dist', { recursive: true, force: true });
await build({
  entryPoints: ['src/main.ts'],
  outfile: 'dist/main.js',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external,
  banner: { js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);" },
  logLevel: 'warning',
});
cpSync('src/db/migrations', 'dist/migrations', { recursive: true });
// The nudity model's worker thread is its own file, loaded by URL next to the code that starts it
// (new URL('./vision-worker.mjs', import.meta.url)): beside main.js once bundled.
cpSync('src/modules/photo-screening/vision-worker.mjs', 'dist/vision-worker.mjs');
console.log('server bundled to apps/server/dist/main.js');
