// Sign-up/sign-in latency with the chosen KDF, live chat delivery latency (POST → the other member's
// open event stream) over 1 000 messages, and message POST throughput with 20 concurrent senders.
// The server runs in this process (the real app on 127.0.0.1, real HTTP), on embedded PGlite by
// default or PostgreSQL (+ Redis fan-out) with --db postgres.
//
//   npx tsx bench/chat-and-auth.ts [--db pglite|postgres] [--messages 1000] [--posts 2000] [--signups 30]
//   PostgreSQL: TEST_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test); Redis: REDIS_URL.
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import {
  apiClient,
  createMatch,
  newUser,
  openEventStream,
  registerUser,
  startTestServer,
} from '@affinia/server/testing';
import { flag, percentile as percentileOfSorted } from './population.js';

const percentile = (values: number[], p: number) =>
  percentileOfSorted(
    [...values].sort((x, y) => x - y),
    p,
  );

const DB = flag('db', 'pglite');
const MESSAGES = Number(flag('messages', '1000'));
const POSTS = Number(flag('posts', '2000'));
const SIGNUPS = Number(flag('signups', '30'));
if (DB === 'postgres') {
  process.env.TEST_DB_MODE = 'postgres';
  process.env.TEST_DATABASE_URL ??= 'postgres://postgres@127.0.0.1:5432/test';
}
const env: Record<string, string> = { RATE_LIMIT_CHAT_PER_MINUTE: '1000000' };
if (DB === 'postgres' && process.env.REDIS_URL) env.REDIS_URL = process.env.REDIS_URL;

const server = await startTestServer({ env });
const api = apiClient(server.url);
const ms = (v: number) => `${v.toFixed(1)} ms`;

// 1. Sign-up and sign-in: argon2id (m = 19 MiB, t = 2) dominates both.
const registerTimes: number[] = [];
const loginTimes: number[] = [];
for (let i = 0; i < SIGNUPS; i++) {
  const body = newUser();
  let t = performance.now();
  await api.post('/api/auth/register', { json: body });
  registerTimes.push(performance.now() - t);
  t = performance.now();
  await api.post('/api/auth/login', { json: { email: body.email, password: body.password } });
  loginTimes.push(performance.now() - t);
}
console.log(
  `register: p50 ${ms(percentile(registerTimes, 50))}, p95 ${ms(percentile(registerTimes, 95))} (${SIGNUPS} sequential)`,
);
console.log(
  `login:    p50 ${ms(percentile(loginTimes, 50))}, p95 ${ms(percentile(loginTimes, 95))} (${SIGNUPS} sequential)`,
);

// 2. Delivery latency: A posts, B's open stream receives; one message at a time.
const [a, b] = await Promise.all([registerUser(server), registerUser(server)]);
const matchId = await createMatch(server, a, b);
const stream = openEventStream(`${server.url}/api/chat/events`, b.token);
await stream.ready;
const delivery: number[] = [];
for (let i = 0; i < MESSAGES; i++) {
  const form = new FormData();
  form.set('content', `message ${i}`);
  const t = performance.now();
  await api.post(`/api/chat/${matchId}/messages`, { form, token: a.token });
  await stream.waitFor(i + 1, 10_000);
  delivery.push(performance.now() - t);
}
stream.close();
console.log(
  `delivery POST → stream: p50 ${ms(percentile(delivery, 50))}, p95 ${ms(percentile(delivery, 95))}, p99 ${ms(percentile(delivery, 99))} (${MESSAGES} messages)`,
);

// 3. POST latency to a member with no live stream open: the case where a notification mail may be
// queued (the first message of the batching window queues one, the others find the window taken).
const [c, d] = await Promise.all([registerUser(server), registerUser(server)]);
const awayMatchId = await createMatch(server, c, d);
const awayTimes: number[] = [];
for (let i = 0; i < 300; i++) {
  const form = new FormData();
  form.set('content', `away ${i}`);
  const t = performance.now();
  const res = await api.post(`/api/chat/${awayMatchId}/messages`, { form, token: c.token });
  if (res.status !== 201) throw new Error(`POST answered ${res.status}`);
  awayTimes.push(performance.now() - t);
}
console.log(
  `POST to an absent member: p50 ${ms(percentile(awayTimes, 50))}, p95 ${ms(percentile(awayTimes, 95))} (300 sequential)`,
);

// 4. POST throughput: 20 senders in parallel until POSTS messages are stored.
let next = 0;
const postTimes: number[] = [];
const started = performance.now();
await Promise.all(
  Array.from({ length: 20 }, async () => {
    while (next < POSTS) {
      next += 1;
      const form = new FormData();
      form.set('content', `burst ${next}`);
      const t = performance.now();
      const res = await api.post(`/api/chat/${matchId}/messages`, { form, token: next % 2 ? a.token : b.token });
      if (res.status !== 201) throw new Error(`POST answered ${res.status}`);
      postTimes.push(performance.now() - t);
    }
  }),
);
const seconds = (performance.now() - started) / 1000;
console.log(
  `POST throughput: ${(POSTS / seconds).toFixed(0)} messages/s, p50 ${ms(percentile(postTimes, 50))}, p95 ${ms(percentile(postTimes, 95))} (20 senders, ${POSTS} messages)`,
);
console.log(`database: ${DB}${env.REDIS_URL ? ' + Redis' : ''}; load average ${loadavg()[0]!.toFixed(1)}`);
await server.close();
