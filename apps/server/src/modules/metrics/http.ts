// Request figures for every route, and the two ways /metrics is reachable: on the main port behind a
// bearer token (METRICS_TOKEN), or on its own listener bound to 127.0.0.1 (METRICS_PORT), where only
// the machine itself (a local Prometheus or agent) can read it. Neither set: /metrics answers 404.
import { timingSafeEqual } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { errorBody } from '../../http/errors.js';
import type { ProviderHealthBoard } from '../admin/provider-health.js';
import type { Metrics } from './registry.js';

const CHAT_STREAM_ROUTE = '/api/chat/events';
/** Unmatched paths (SPA pages, unknown URLs) share one label so a crawler cannot grow the series. */
const UNMATCHED = 'unmatched';
/** Payment routes that call the provider: a 502 there is the provider failing, a 2xx it answering. */
const PROVIDER_ROUTES = new Set(['/api/payments/checkout', '/api/payments/status/:sessionId']);

declare module 'fastify' {
  interface FastifyRequest {
    metricsStartedAt?: bigint;
  }
}

export function instrumentRequests(app: FastifyInstance, metrics: Metrics, providers: ProviderHealthBoard): void {
  // Callback hooks (every request runs them): no promise nor microtask for a synchronous step.
  app.addHook('onRequest', (request, _reply, done) => {
    request.metricsStartedAt = process.hrtime.bigint();
    done();
  });
  app.addHook('onResponse', (request, reply, done) => {
    const started = request.metricsStartedAt;
    if (started !== undefined) {
      const route = request.routeOptions.url ?? UNMATCHED;
      const seconds = Number(process.hrtime.bigint() - started) / 1e9;
      metrics.request(request.method, route, reply.statusCode, seconds);
      if (PROVIDER_ROUTES.has(route) && (reply.statusCode < 300 || reply.statusCode === 502)) {
        providers.record('payments', reply.statusCode !== 502);
      }
    }
    done();
  });
  // preHandler runs after the route's own authentication: only accepted streams are counted.
  app.addHook('preHandler', (request, _reply, done) => {
    if (request.routeOptions.url === CHAT_STREAM_ROUTE) request.raw.on('close', metrics.chatStreamOpened());
    done();
  });
}

const sameToken = (given: string, expected: string) => {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
};

export function metricsRoute(app: FastifyInstance, metrics: Metrics, token: string | undefined): void {
  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    if (!token) return reply.code(404).send(errorBody('notFound'));
    const header = request.headers.authorization;
    if (!header) return reply.code(401).header('www-authenticate', 'Bearer').send(errorBody('notAuthenticated'));
    const given = /^Bearer (.+)$/i.exec(header)?.[1]?.trim() ?? '';
    if (!sameToken(given, token)) return reply.code(401).send(errorBody('invalidToken'));
    reply.header('cache-control', 'no-store').type(metrics.contentType);
    return metrics.text();
  });
}

/** A plain HTTP listener on 127.0.0.1 that serves /metrics only; closed with the app. */
export async function startMetricsListener(app: FastifyInstance, metrics: Metrics, port: number): Promise<Server> {
  const server = createServer((req, res) => {
    if (req.method !== 'GET' || (req.url ?? '').split('?')[0] !== '/metrics') {
      res.writeHead(404, { 'content-type': 'application/json; charset=utf-8' });
      res.end(JSON.stringify(errorBody('notFound')));
      return;
    }
    metrics.text().then(
      (body) => {
        res.writeHead(200, { 'content-type': metrics.contentType, 'cache-control': 'no-store' });
        res.end(body);
      },
      (err: unknown) => {
        app.log.error({ err }, 'metrics scrape failed');
        res.writeHead(500, { 'content-type': 'application/json; charset=utf-8' });
        res.end(JSON.stringify(errorBody('serviceUnavailable')));
      },
    );
  });
  await new Promise<void>((resolve, reject) => server.once('error', reject).listen(port, '127.0.0.1', resolve));
  app.addHook('onClose', () => new Promise<void>((resolve) => server.close(() => resolve())));
  return server;
}
