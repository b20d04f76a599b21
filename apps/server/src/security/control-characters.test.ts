// A NUL byte or another control character in any text field (issue 13, item 8) is refused with 400 and
// a French detail naming the field — never a 500 from the database, never stored. Generated from the
// OpenAPI document: every operation's JSON and multipart text fields, path parameters and query
// strings, so a route added later is covered without editing this file.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count } from 'drizzle-orm';
import { MSG, hasControlCharacters, sendMessageBodySchema } from '@affinia/contract';
import { users } from '../db/schema.js';
import { searchPlaces } from '../modules/geo/places.js';
import { registerAdmin, type TestUser } from '../../test/fixtures.js';
import { apiClient, startTestServer, type TestServer } from '../../test/test-server.js';

type JsonSchema = {
  type?: string | string[];
  enum?: unknown[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  minimum?: number;
  minItems?: number;
  minLength?: number;
  pattern?: string;
  format?: string;
  anyOf?: JsonSchema[];
  default?: unknown;
};
type Operation = {
  method: string;
  path: string;
  kind: 'json' | 'multipart' | null;
  body: JsonSchema | null;
  pathParams: string[];
  queryParams: string[];
};

const UUID = '00000000-0000-4000-8000-000000000000';

/** A value a schema accepts, good enough that only the field we poison is wrong. */
function sample(schema: JsonSchema, field = ''): unknown {
  if (schema.anyOf) return sample(schema.anyOf.find((s) => s.type !== 'null') ?? schema.anyOf[0]!, field);
  if (schema.enum) return schema.enum[0];
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  switch (type) {
    case 'object':
      return Object.fromEntries(Object.entries(schema.properties ?? {}).map(([k, s]) => [k, sample(s, k)]));
    case 'array': {
      const items = schema.items ?? { type: 'string' };
      const choices = items.enum ?? [sample(items)];
      return choices.slice(0, Math.max(schema.minItems ?? 1, 1));
    }
    case 'integer':
    case 'number':
      // A town the gazetteer knows, so that only the poisoned field is wrong.
      if (field === 'place_id') return searchPlaces('Lyon', 'fr', 1)[0]!.id;
      return Math.max(schema.minimum ?? 0, field.includes('age') ? 30 : 1);
    case 'boolean':
      return true;
    default:
      if (schema.pattern?.includes('[0-9a-f]{8}')) return UUID;
      if (field.includes('email')) return 'lea.martin@example.com';
      if (field.includes('url')) return 'http://127.0.0.1/';
      return 'Un texte tout à fait correct. '.repeat(Math.ceil(Math.max(schema.minLength ?? 1, 1) / 30) + 1).trim();
  }
}

/** The text fields of a body schema that take free text (not enumerations). */
const textFields = (schema: JsonSchema | null) =>
  Object.entries(schema?.properties ?? {})
    // Free text only: an enum (nullable or not) is refused as a wrong choice before any text rule.
    .filter(([, s]) => !s.enum && (s.type === 'string' || (s.anyOf ?? []).some((a) => a.type === 'string' && !a.enum)))
    .map(([name]) => name);

let server: TestServer;
let api: ReturnType<typeof apiClient>;
let admin: TestUser;
let operations: Operation[];

beforeAll(async () => {
  server = await startTestServer();
  api = apiClient(server.url);
  admin = await registerAdmin(server);
  const doc = (await api.get('/api/docs/json')).data;
  operations = Object.entries(doc.paths as Record<string, Record<string, any>>).flatMap(([path, ops]) =>
    Object.entries(ops).map(([method, op]) => {
      const content = op.requestBody?.content ?? {};
      const kind = content['application/json'] ? 'json' : content['multipart/form-data'] ? 'multipart' : null;
      const parameters: Array<{ in: string; name: string; schema?: JsonSchema }> = op.parameters ?? [];
      return {
        method: method.toUpperCase(),
        path,
        kind,
        body: kind
          ? (content[kind === 'json' ? 'application/json' : 'multipart/form-data'].schema as JsonSchema)
          : null,
        pathParams: parameters.filter((p) => p.in === 'path').map((p) => p.name),
        queryParams: parameters.filter((p) => p.in === 'query' && !p.schema?.enum).map((p) => p.name),
      } satisfies Operation;
    }),
  );
});
afterAll(() => server.close());

const fill = (path: string, poisoned?: string) =>
  path.replace(/\{(\w+)\}/g, (_m, name: string) => (name === poisoned ? 'abc%00def' : UUID));

function send(op: Operation, body: Record<string, unknown> | null, path = fill(op.path), token = admin.token) {
  if (!body || !op.kind) return api.call(op.method, path, { token });
  if (op.kind === 'json') return api.call(op.method, path, { token, json: body });
  const form = new FormData();
  for (const [k, v] of Object.entries(body)) form.set(k, String(v));
  return api.call(op.method, path, { token, form });
}

describe('control characters in text fields', () => {
  it('the walk finds the text fields of every form', () => {
    const fields = operations.flatMap((op) => textFields(op.body).map((f) => `${op.method} ${op.path} ${f}`));
    // register, login, verify-email, checkout, profile, chat, ratings, blocks, reports, swipe, testimonials
    expect(fields.length).toBeGreaterThanOrEqual(20);
  });

  it('NUL in any JSON or multipart text field → 400 naming the field, nothing stored', async () => {
    const usersBefore = (await server.app.database.db.select({ n: count() }).from(users))[0]!.n;
    const failures: unknown[] = [];
    for (const op of operations) {
      for (const field of textFields(op.body)) {
        const body = sample(op.body!) as Record<string, unknown>;
        body[field] = `${String(body[field])}\u0000`;
        const res = await send(op, body);
        if (res.status !== 400 || res.data?.detail !== MSG.controlCharacters(field)) {
          failures.push({ op: `${op.method} ${op.path}`, field, status: res.status, data: res.data });
        }
      }
    }
    expect(failures).toEqual([]);
    expect((await server.app.database.db.select({ n: count() }).from(users))[0]!.n).toBe(usersBefore);
  });

  it.each([
    ['\u0001', 'SOH'],
    ['\u001b[2J', 'an escape sequence'],
    ['\u007f', 'DEL'],
    ['\r\n', 'a line break in a one-line field'],
  ])('%j (%s) in a name is refused too', async (chars) => {
    const res = await api.post('/api/auth/register', {
      json: { ...validRegistration(), name: `Léa${chars}` },
    });
    expect(res).toMatchObject({
      status: 400,
      data: expect.objectContaining({ detail: MSG.controlCharacters('name') }),
    });
  });

  it('multi-line texts keep tab and line breaks; one-line texts do not', async () => {
    expect(hasControlCharacters('Léa\tMartin')).toBe(true);
    expect(hasControlCharacters('Bonjour\r\n\tà toi', true)).toBe(false);
    expect(sendMessageBodySchema.safeParse({ content: 'Ligne 1\nLigne 2\tfin' }).success).toBe(true);
    const bio = await api.put('/api/profile/me', {
      token: admin.token,
      json: {
        ...(sample(operations.find((o) => o.method === 'PUT' && o.path === '/api/profile/me')!.body!) as object),
        bio: 'Première ligne\nSeconde\tligne',
      },
    });
    expect(bio.status).toBe(200);
    expect(bio.data.bio).toBe('Première ligne\nSeconde\tligne');
  });

  it('NUL in a path parameter or a query string is never a 500', async () => {
    const failures: unknown[] = [];
    for (const op of operations) {
      for (const name of op.pathParams) {
        const res = await send(op, op.body ? (sample(op.body) as Record<string, unknown>) : null, fill(op.path, name));
        // 400 (refused), 404 (no such id) or an empty answer (can-rate: false) — never a server error.
        if (res.status >= 500) failures.push({ op: `${op.method} ${op.path}`, name, status: res.status });
      }
      for (const name of op.queryParams) {
        const path = `${fill(op.path)}?${name}=abc%00def`;
        const res = await send(op, op.body ? (sample(op.body) as Record<string, unknown>) : null, path);
        if (res.status >= 500) failures.push({ op: `${op.method} ${op.path}`, name, status: res.status });
      }
    }
    expect(failures).toEqual([]);
  });
});

function validRegistration() {
  return {
    email: `nul-${Date.now()}@example.com`,
    password: 'Une phrase de passe solide 42',
    name: 'Léa',
    age: 29,
    gender: 'femme',
    location: 'Lyon, France',
    accepted_terms: true,
  };
}
