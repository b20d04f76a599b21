// Serves the built web app: hashed assets with long cache, prerendered pages when present, and the
// SPA's index.html for every other client route. A path that is none of the app's routes (the
// contract's route table) gets the same page with status 404: the app shows "Page introuvable", and
// browsers and crawlers know the address does not exist. Unknown /api/* paths get a JSON 404. Files
// that name the site's own URL (pages, sitemap.xml, robots.txt) are served from memory with this
// process's PUBLIC_ORIGIN written in (public-origin.ts), never from disk.
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { isAppRoute, type SocialProofMode } from '@affinia/contract';
import { errorBody } from '../../http/errors.js';
import { fillPublicOrigin, isMembersVariant, type FilledFile } from './public-origin.js';

function sendFilled(request: FastifyRequest, reply: FastifyReply, file: FilledFile) {
  const accepted = String(request.headers['accept-encoding'] ?? '');
  const encoding = /\bbr\b/.test(accepted) ? 'br' : /\bgzip\b/.test(accepted) ? 'gzip' : null;
  reply.header('cache-control', 'no-cache').header('vary', 'accept-encoding').type(file.contentType);
  if (!encoding) return reply.send(file.body);
  return reply.header('content-encoding', encoding).send(file.encoded(encoding));
}

export async function registerWebApp(
  app: FastifyInstance,
  webDistDir: string,
  publicOrigin: string,
  socialProof: SocialProofMode = 'showcase',
) {
  const hasWebApp = existsSync(path.join(webDistDir, 'index.html'));
  const filled = hasWebApp ? fillPublicOrigin(webDistDir, publicOrigin, socialProof) : new Map<string, FilledFile>();
  if (hasWebApp) {
    await app.register(fastifyStatic, {
      root: webDistDir,
      wildcard: false,
      index: false,
      // Files with the origin placeholder go through the not-found handler below, which serves them filled.
      // A page's other social-proof version is served in its place, never at its own address.
      allowedPath: (pathName) => {
        const relative = pathName.replace(/^\/+/, '');
        return !filled.has(relative) && !isMembersVariant(relative);
      },
      // The build writes .br/.gz beside each asset (apps/web/scripts/precompress.mjs).
      preCompressed: true,
      setHeaders(res, filePath) {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  } else {
    app.log.warn({ webDistDir }, 'web app not built: only the API is served (run npm run build)');
  }

  const prerendered = new Map<string, string | null>();
  /** dist/<route>/index.html when the build prerendered that route, else the SPA shell. */
  const pageFor = (urlPath: string): string => {
    let page = prerendered.get(urlPath);
    if (page === undefined) {
      const clean = path.posix.normalize(urlPath).replace(/^\/+|\/+$/g, '');
      // The landing page is prerendered to its own file: index.html stays the empty shell for app routes.
      const candidate = !clean
        ? 'index.prerendered.html'
        : !clean.includes('..')
          ? path.join(clean, 'index.html')
          : null;
      page = candidate && existsSync(path.join(webDistDir, candidate)) ? candidate : null;
      if (prerendered.size < 1000) prerendered.set(urlPath, page);
    }
    return page ?? 'index.html';
  };

  app.setNotFoundHandler((request, reply) => {
    const urlPath = request.url.split('?')[0] ?? '/';
    const wantsPage = (request.method === 'GET' || request.method === 'HEAD') && !urlPath.startsWith('/api');
    const asFile = wantsPage ? filled.get(urlPath.replace(/^\/+/, '')) : undefined;
    if (asFile) return sendFilled(request, reply, asFile);
    if (hasWebApp && wantsPage && !path.extname(urlPath)) {
      const page = pageFor(urlPath);
      reply.code(isAppRoute(urlPath) ? 200 : 404);
      const inMemory = filled.get(page);
      if (inMemory) return sendFilled(request, reply, inMemory);
      return reply.header('cache-control', 'no-cache').type('text/html').sendFile(page);
    }
    return reply.code(404).send(errorBody('notFound'));
  });
}
