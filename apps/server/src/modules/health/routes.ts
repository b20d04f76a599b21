// /healthz: the process answers. /readyz: the database answers too (load balancers route on it).
// Both are public: they say up or down, nothing about what runs behind (database kind, versions).
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.js';

export function healthRoutes(app: FastifyInstance, database: Database) {
  app.get('/healthz', { schema: { hide: true } }, async () => ({ status: 'ok' }));
  app.get('/readyz', { schema: { hide: true } }, async (_request, reply) => {
    try {
      await database.ping();
      return { status: 'ready' };
    } catch {
      return reply.code(503).send({ status: 'unavailable' });
    }
  });
}
