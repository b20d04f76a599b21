// Property-based fuzzing (fast-check) of every operation that takes a JSON or multipart body, found
// in the OpenAPI document: random and malformed payloads must never give a 5xx, a stack trace or
// SQL text, and a refused request (4xx) must leave every table exactly as it was.
import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as schema from '../db/schema.js';
import { rowsOf } from '../db/rows.js';
import { apiClient, startTestServer, type TestServer } from '../../test/test-server.js';
import { createMatch, registerUser, type TestUser } from '../../test/fixtures.js';

type BodyOp = { method: string; path: string; multipart: boolean; fields: string[] };

let server: TestServer;
let api: ReturnType<typeof apiClient>;
let ops: BodyOp[];
let user: TestUser;
let other: TestUser;
let matchId: string;

const tables = [
  schema.users,
  schema.photos,
  schema.swipes,
  schema.matches,
  schema.messages,
  schema.ratings,
  schema.blocks,
  schema.reports,
  schema.testimonials,
  schema.paymentSessions,
  schema.preferenceModels,
];
/** Every table's row count in one statement (the fuzzer takes two snapshots per request). */
const countAll = sql`SELECT ARRAY[${sql.join(
  tables.map((t) => sql`(SELECT count(*) FROM ${t})`),
  sql`, `,
)}]::text AS counts`;

async function snapshot() {
  const [{ counts }] = (await rowsOf<{ counts: string }>(server.app.database.db, countAll)) as [{ counts: string }];
  const me = await api.get('/api/profile/me', { token: user.token });
  return JSON.stringify({ counts, me: me.data });
}

const LEAK =
  /(\bat [\w.<>]+ \(|node_modules|\/src\/|SELECT |INSERT |UPDATE |DELETE FROM|syntax error|drizzle|ZodError|TypeError|stack)/i;

beforeAll(async () => {
  server = await startTestServer();
  api = apiClient(server.url);
  [user, other] = await Promise.all([registerUser(server), registerUser(server)]);
  matchId = await createMatch(server, user, other);
  const doc = (await api.get('/api/docs/json')).data;
  ops = Object.entries(doc.paths as Record<string, Record<string, any>>).flatMap(([path, methods]) =>
    Object.entries(methods)
      .filter(([, op]) => op.requestBody?.content)
      .map(([method, op]) => {
        const content = op.requestBody.content;
        const multipart = Boolean(content['multipart/form-data']);
        const bodySchema = (content['application/json'] ?? content['multipart/form-data'])?.schema ?? {};
        return { method: method.toUpperCase(), path, multipart, fields: Object.keys(bodySchema.properties ?? {}) };
      }),
  );
});
afterAll(() => server.close());

const jsonish = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }),
  fc.string({ maxLength: 300 }),
  fc.constantFrom(
    null,
    -1,
    0,
    1e308,
    '',
    ' ',
    '\u0000',
    '💥'.repeat(50),
    "' OR 1=1 --",
    '<script>alert(1)</script>',
    'x'.repeat(3000),
  ),
);

describe('fuzzing every body-taking operation', () => {
  it('found the operations to fuzz', () => {
    expect(ops.length).toBeGreaterThanOrEqual(8);
  });

  it('never answers 5xx, never leaks internals, and writes nothing when it refuses', { timeout: 180_000 }, async () => {
    const failures: string[] = [];
    for (const op of ops) {
      const path = op.path.replace(/\{(\w+)\}/g, (_m, name: string) => (name === 'matchId' ? matchId : other.id));
      const payload = fc.oneof(
        fc.dictionary(fc.constantFrom(...(op.fields.length ? op.fields : ['x'])), jsonish, { maxKeys: 8 }),
        fc.dictionary(fc.string({ maxLength: 12 }), jsonish, { maxKeys: 4 }),
        jsonish,
      );
      await fc.assert(
        fc.asyncProperty(payload, async (body) => {
          const before = await snapshot();
          let res;
          if (op.multipart) {
            const form = new FormData();
            if (body && typeof body === 'object' && !Array.isArray(body)) {
              for (const [k, v] of Object.entries(body)) form.append(k, typeof v === 'string' ? v : JSON.stringify(v));
            } else form.append(op.fields[0] ?? 'x', String(body));
            res = await api.call(op.method, path, { token: user.token, form });
          } else {
            res = await api.call(op.method, path, {
              token: user.token,
              body: JSON.stringify(body),
              headers: { 'content-type': 'application/json' },
            });
          }
          const text = JSON.stringify(res.data ?? '');
          if (res.status >= 500)
            failures.push(`${op.method} ${op.path} → ${res.status} for ${JSON.stringify(body).slice(0, 200)}`);
          if (res.status >= 400 && LEAK.test(text))
            failures.push(`${op.method} ${op.path} leaked: ${text.slice(0, 200)}`);
          if (res.status >= 400 && res.status < 500) {
            if (typeof res.data?.detail !== 'string')
              failures.push(`${op.method} ${op.path} → ${res.status} without detail`);
            if ((await snapshot()) !== before)
              failures.push(`${op.method} ${op.path} → ${res.status} but something was written`);
          }
          return true;
        }),
        { numRuns: 25, seed: 20261122 },
      );
    }
    expect(failures).toEqual([]);
  });
});
