// Bundles the server (and the workspace's own TypeScript packages) into dist/ (main.js and its chunks); npm
// dependencies stay external and load from node_modules. Migrations and the nudity worker are copied beside it.
import { build } from 'esbuild';
import { cpSync, rmSync } from 'node:fs';
import { serverBuildOptions } from './build-options.mjs';

rmSync('dist', { recursive: true, force: true });
await build(serverBuildOptions);
cpSync('src/db/migrations', 'dist/migrations', { recursive: true });
// The nudity model's worker thread is its own file, loaded by URL next to the code that starts it
// (new URL('./vision-worker.mjs', import.meta.url)): beside main.js and its chunks once bundled.
cpSync('src/modules/photo-screening/vision-worker.mjs', 'dist/vision-worker.mjs');
console.log('server bundled to apps/server/dist/main.js');
