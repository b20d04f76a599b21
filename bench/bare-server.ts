// The ceiling for the discover load test: a bare Fastify server with one route and no database, on
// the same machine and runtime, measured with the same load. Started by discover-load.ts.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/bare', async () => ({ ok: true }));
await app.listen({ port: Number(process.env.PORT ?? 0), host: '127.0.0.1' });
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
