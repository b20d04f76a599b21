// Renders the installable app's icons (web manifest, Apple touch icon, notification badge) from the
// logo of public/favicon.svg: the gradient square with the white heart. Run it after changing the
// logo: node scripts/render-app-icons.mjs (from apps/web); the PNGs are committed in public/icons/.
// "maskable" icons fill the whole square, the heart inside the central safe zone (80 % circle), since
// Android cuts them to its own shape; "any" icons keep the rounded square of the favicon.
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const iconsDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../public/icons');
const gradient =
  '<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#e11d48"/><stop offset="1" stop-color="#7c3aed"/></linearGradient></defs>';
const heart = 'M16 24.5s-7.5-4.6-7.5-10A4.2 4.2 0 0 1 16 11.9a4.2 4.2 0 0 1 7.5 2.6c0 5.4-7.5 10-7.5 10z';

/** The favicon as drawn (rounded square), for purpose "any". */
const rounded = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32">${gradient}<rect width="32" height="32" rx="8" fill="url(#g)"/><path d="${heart}" fill="#fff"/></svg>`;
/** Full bleed, the heart scaled by 1.2 around the centre so it stays inside the maskable safe zone. */
const fullBleed = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32">${gradient}<rect width="32" height="32" fill="url(#g)"/><g transform="translate(16 16.8) scale(1.2) translate(-16 -18.2)"><path d="${heart}" fill="#fff"/></g></svg>`;
/** Monochrome badge (Android shows only its alpha in the status bar). */
const badge = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="6 8 20 20"><path d="${heart}" fill="#fff"/></svg>`;

const jobs = [
  { svg: rounded, size: 192, file: 'icon-192.png' },
  { svg: rounded, size: 512, file: 'icon-512.png' },
  { svg: fullBleed, size: 192, file: 'maskable-192.png' },
  { svg: fullBleed, size: 512, file: 'maskable-512.png' },
  { svg: fullBleed, size: 180, file: 'apple-touch-icon.png' },
  { svg: badge, size: 96, file: 'badge-96.png' },
];

await mkdir(iconsDir, { recursive: true });
for (const { svg, size, file } of jobs) {
  const png = await sharp(Buffer.from(svg), { density: (72 * size) / 32 })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toBuffer();
  await writeFile(path.join(iconsDir, file), png);
  console.log(`${file}: ${size}×${size}, ${png.length} bytes`);
}
