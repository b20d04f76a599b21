// Serves the built web app: hashed assets with long cache, prerendered pages when present, and the
// SPA's index.html for every other client route. A path that is none of the app's routes (the
// contract's route table) gets the same page with status 404: the app shows "Page introuvable", and
// browsers and crawlers know the address does not exist. Unknown /api/* paths get a JSON 404.
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { MSG, isAppRoute } from '@affinia/contract';

export async function registerWebApp(app: FastifyInstance, webDistDir: string) {
  const hasWebApp = existsSync(path.join(webDistDir, 'index.html'));
  if (hasWebApp) {
    await app.register(fastifyStatic, {
      root: webDistDir,
      wildcard: false,
      index: false,
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
    if (hasWebApp && wantsPage && !path.extname(urlPath)) {
      return reply
        .code(isAppRoute(urlPath) ? 200 : 404)
        .header('cache-control', 'no-cache')
        .type('text/html')
        .sendFile(pageFor(urlPath));
    }
    return reply.code(404).send({ detail: MSG.notFound });
  });
}
