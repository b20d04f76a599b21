// Renders the 1200×630 JPEGs used in link previews (Open Graph), which do not accept SVG: the site's
// card from scripts/share-images/og-image.svg and one per blog illustration (public/blog/*.svg).
// Run it after changing one of those SVGs: node scripts/render-share-images.mjs (from apps/web).
// Uses Debian's Chromium through playwright-core, as the browser tests do.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const webRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const publicDir = path.join(webRoot, 'public');
const blogDir = path.join(publicDir, 'blog');

const jobs = [
  { from: path.join(webRoot, 'scripts/share-images/og-image.svg'), to: path.join(publicDir, 'og-image.jpg') },
];
for (const file of await readdir(blogDir)) {
  if (file.endsWith('.svg'))
    jobs.push({ from: path.join(blogDir, file), to: path.join(blogDir, file.replace(/\.svg$/, '.jpg')) });
}

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox'],
});
try {
  const page = await browser.newPage({ viewport: { width: 1200, height: 630 } });
  for (const { from, to } of jobs) {
    const svg = (await readFile(from, 'utf8')).replace('<svg ', '<svg width="1200" height="630" ');
    await page.setContent(`<!doctype html><html><body style="margin:0">${svg}</body></html>`);
    await page.screenshot({ path: to, type: 'jpeg', quality: 82 });
    console.log(path.relative(webRoot, to));
  }
} finally {
  await browser.close();
}
