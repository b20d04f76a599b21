// After `vite build`: renders every public page to static HTML (dist/<route>/index.html) so that its
// content, title, meta tags and JSON-LD are in the first response, then writes sitemap.xml and adds
// the Sitemap line to robots.txt. The browser hydrates the prerendered markup (main.tsx).
//
// The landing page goes to dist/index.prerendered.html rather than dist/index.html: index.html stays
// the empty shell that the server sends for every other client route (/dashboard, /chat/…), which
// must not flash the landing page before the app starts.
//
// Usage: node scripts/prerender.mjs (from apps/web, after vite build). Absolute URLs (pages, sitemap,
// robots.txt) carry the contract's PUBLIC_ORIGIN_PLACEHOLDER: the server writes its own PUBLIC_ORIGIN
// in when it serves them, so the build does not depend on where it will run.
//
// Social proof (decision 041) likewise: every page is rendered in 'showcase' mode (the spec's static
// reviews and figures) and in 'members' mode (approved testimonials only); where the two differ, the
// second is written beside the first as index.members.html, and the server serves the one its
// STATIC_SOCIAL_PROOF setting chooses. `<html data-social-proof>` keeps a placeholder it fills in.
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'vite';

const webRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(webRoot, 'dist');
// Inside the package so that Node resolves react, react-router… from node_modules when importing it.
const ssrOut = path.join(webRoot, 'node_modules', '.cache', 'affinia-prerender');

const template = await readFile(path.join(dist, 'index.html'), 'utf8').catch(() => {
  throw new Error('dist/index.html is missing: run `vite build` before prerendering');
});

await build({
  root: webRoot,
  logLevel: 'warn',
  build: {
    ssr: 'src/entry-server.tsx',
    outDir: ssrOut,
    emptyOutDir: true,
    sourcemap: false,
    copyPublicDir: false,
    rollupOptions: { output: { entryFileNames: 'entry-server.js' } },
  },
});

const { render, setPrerenderSocialProof, takeStructuredData, MEMBERS_PAGE_SUFFIX, PUBLIC_PAGES, SITE_ORIGIN } =
  await import(pathToFileURL(path.join(ssrOut, 'entry-server.js')).href);

/** React emits the hoisted <title>, <meta> and <link> tags first; they belong in <head>. */
function splitHead(markup) {
  const head = markup.match(/^(?:<title>[^<]*<\/title>|<meta [^>]*\/>|<link [^>]*\/>)*/)[0];
  return { head, body: markup.slice(head.length) };
}

/** The page's JSON-LD as <head> scripts (already escaped by jsonLdText: no "</script>" inside). */
const structuredDataTags = (texts) =>
  texts.map((text) => `<script type="application/ld+json" data-prerendered-head>${text}</script>`).join('');

function page(pathname, markup, structuredData) {
  const { head, body } = splitHead(markup);
  if (!head.includes('<title>')) throw new Error(`${pathname} rendered no <title>`);
  // Marked so that main.tsx can drop them when it renders afresh (another language) instead of hydrating.
  const markedHead = head
    .replace(/<(title|meta|link) /g, '<$1 data-prerendered-head ')
    .replace(/<title>/g, '<title data-prerendered-head>');
  const html = template
    .replace(/<title>[^<]*<\/title>/, () => markedHead + structuredDataTags(structuredData))
    .replace('<div id="root"></div>', `<div id="root" data-prerendered="${pathname}">${body}</div>`);
  if (!html.includes(`data-prerendered="${pathname}"`)) throw new Error('dist/index.html has no empty <div id="root">');
  return html;
}

/** The page in one social-proof mode. */
async function renderIn(mode, pathname) {
  setPrerenderSocialProof(mode);
  const markup = await render(pathname);
  return page(pathname, markup, takeStructuredData());
}

let membersVersions = 0;
for (const { path: pathname } of PUBLIC_PAGES) {
  const html = await renderIn('showcase', pathname);
  const members = await renderIn('members', pathname);
  const file =
    pathname === '/'
      ? path.join(dist, 'index.prerendered.html')
      : path.join(dist, ...pathname.split('/'), 'index.html');
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, html);
  if (members !== html) {
    await writeFile(file.replace(/\.html$/, MEMBERS_PAGE_SUFFIX), members);
    membersVersions += 1;
  }
}
setPrerenderSocialProof('showcase');

const escapeXml = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;');
const urls = PUBLIC_PAGES.filter((entry) => entry.indexable).map(
  (entry) =>
    `  <url><loc>${escapeXml(SITE_ORIGIN + entry.path)}</loc>${entry.lastmod ? `<lastmod>${entry.lastmod}</lastmod>` : ''}</url>`,
);
await writeFile(
  path.join(dist, 'sitemap.xml'),
  `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`,
);

const robotsFile = path.join(dist, 'robots.txt');
const robots = (await readFile(robotsFile, 'utf8')).replace(/\n*Sitemap:.*\n?/g, '');
await writeFile(robotsFile, `${robots.trimEnd()}\n\nSitemap: ${SITE_ORIGIN}/sitemap.xml\n`);

await rm(ssrOut, { recursive: true, force: true });
console.log(
  `prerendered ${PUBLIC_PAGES.length} public pages (${membersVersions} also without the static social proof); ` +
    `sitemap.xml lists ${urls.length} URLs (origin filled in at run time)`,
);
