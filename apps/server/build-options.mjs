// The server bundle's esbuild options, shared by the build (build.mjs) and the test that checks what a
// production process loads (src/simulated-members.test.ts). Paths are absolute: usable from any directory.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const here = (relative) => fileURLToPath(new URL(relative, import.meta.url));
const pkg = JSON.parse(readFileSync(here('./package.json'), 'utf8'));
// The workspace's own packages (@affinia/*) are TypeScript sources: bundled, never external.
const external = Object.keys(pkg.dependencies ?? {}).filter((name) => !name.startsWith('@affinia/'));

/** @type {import('esbuild').BuildOptions} */
export const serverBuildOptions = {
  entryPoints: [here('./src/main.ts')],
  outdir: here('./dist'),
  bundle: true,
  // Code split: what the server imports dynamically — the demo community, loaded only outside production
  // (decision 065) — is a chunk of its own beside main.js, which a production process never reads.
  splitting: true,
  chunkNames: '[name]-[hash]',
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external,
  banner: { js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);" },
  logLevel: 'warning',
};
