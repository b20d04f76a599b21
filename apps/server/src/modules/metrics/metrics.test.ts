// /metrics scraped over real HTTP: closed unless configured, the bearer token checked, a separate
// 127.0.0.1 listener, and the figures of real traffic (routes, discover, chat streams, database,
// rate limits, payments) present in the Prometheus text.
// Storage: also on PostgreSQL — the pool and Redis figures of a PostgreSQL deployment. Decision 055.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@affinia/contract';
import { openEventStream, questionnaireBody, registerUser } from '../../../test/fixtures.js';
import { freePort } from '../../../test/server-process.js';
import { apiClient, newUser, startTestServer, type TestServer } from '../../../test/test-server.js';

const TOKEN = 'metrics-token-0123456789abcdef';

/** The value of one sample line, e.g. value(text, 'affinia_chat_streams_open'). */
function value(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  for (const line of text.split('\n')) {
    if (!line.startsWith(name)) continue;
    const match = /^([a-z_]+)(\{[^}]*\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const present = match[2] ?? '';
    if (Object.entries(labels).every(([k, v]) => present.includes(`${k}="${v}"`))) return Number(match[3]);
  }
  return undefined;
}

describe('GET /metrics with METRICS_TOKEN', () => {
  let server: TestServer;
  let api: ReturnType<typeof apiClient>;
  beforeAll(async () => {
    server = await startTestServer({ env: { METRICS_TOKEN: TOKEN, RATE_LIMIT_VERIFY_EMAIL_PER_IP: '2' } });
    api = apiClient(server.url);
  });
  afterAll(() => server.close());

  const scrape = async () => {
    const res = await fetch(`${server.url}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/plain');
    return res.text();
  };

  it('refuses a scrape without the token, with a wrong one, or a token of another kind', async () => {
    const none = await api.get('/metrics');
    expect(none.status).toBe(401);
    expect(none.data).toMatchObject({ detail: MSG.notAuthenticated });
    for (const header of [`Bearer ${TOKEN}x`, `Bearer ${TOKEN.slice(0, -1)}`, `Basic ${TOKEN}`, 'Bearer ']) {
      const res = await api.get('/metrics', { headers: { authorization: header } });
      expect(res.status, header).toBe(401);
      expect(String(res.data)).not.toContain('affinia_');
    }
    // A member's session token is not a metrics token.
    const member = await registerUser(server);
    expect((await api.get('/metrics', { token: member.token })).status).toBe(401);
  });

  it('reports the traffic it served, per route pattern', async () => {
    const alice = await registerUser(server);
    await api.put('/api/profile/me', { token: alice.token, json: questionnaireBody() });
    expect((await api.get('/api/discover', { token: alice.token })).status).toBe(200);
    expect((await api.get('/api/discover', { token: alice.token })).status).toBe(200);
    const text = await scrape();
    expect(value(text, 'affinia_http_requests_total', { route: '/api/discover', method: 'GET', status: '200' })).toBe(
      2,
    );
    expect(value(text, 'affinia_http_request_duration_seconds_count', { route: '/api/discover', method: 'GET' })).toBe(
      2,
    );
    // One ranking: the second page comes from the ranking kept for the viewer (decision 074).
    expect(value(text, 'affinia_discover_ranking_seconds_count')).toBe(1);
    expect(value(text, 'affinia_discover_index_size')).toBeGreaterThanOrEqual(1);
    expect(
      value(text, 'affinia_db_query_duration_seconds_count', { database: 'pglite', kind: 'query' }) ?? 1,
    ).toBeGreaterThan(0);
    expect(text).toMatch(/affinia_db_query_duration_seconds_count\{[^}]*kind="(query|transaction)"[^}]*\} [1-9]/);
    expect(value(text, 'affinia_process_cpu_user_seconds_total')).toBeGreaterThan(0);
    expect(value(text, 'affinia_nodejs_heap_size_used_bytes')).toBeGreaterThan(0);
    // Labels are route patterns: no id, e-mail or token of a request ever becomes a label.
    const victimMatch = '3f1c2b4a-5d6e-4f70-8a9b-0c1d2e3f4a5b';
    await api.get(`/api/chat/${victimMatch}/messages`, { token: alice.token });
    await api.post('/api/auth/verify-email', { json: { email: 'secret.person@example.com' } });
    const labelled = await scrape();
    expect(labelled).toContain('route="/api/chat/:matchId/messages"');
    expect(labelled).not.toContain(victimMatch);
    expect(labelled).not.toContain('secret.person');
    expect(labelled).not.toContain(alice.token);
    // Unknown paths share one label: a crawler cannot create a series per URL.
    await api.get('/api/nothing-here-1');
    await api.get('/api/nothing-here-2');
    expect(value(await scrape(), 'affinia_http_requests_total', { route: 'unmatched', status: '404' })).toBe(2);
  });

  it('counts open chat streams while they are open', async () => {
    const bob = await registerUser(server);
    const stream = openEventStream(`${server.url}/api/chat/events`, bob.token);
    await stream.ready;
    expect(value(await scrape(), 'affinia_chat_streams_open')).toBe(1);
    stream.close();
    await expect.poll(async () => value(await scrape(), 'affinia_chat_streams_open')).toBe(0);
    // A refused stream (bad token) is never counted.
    expect((await api.get('/api/chat/events', { token: 'bad' })).status).toBe(401);
    expect(value(await scrape(), 'affinia_chat_streams_open')).toBe(0);
  });

  it('shows the mail queue: the sign-up confirmation goes from the outbox to sent', async () => {
    const count = (text: string, status: string) => value(text, 'affinia_mail_outbox', { status }) ?? 0;
    // Earlier tests' mails may still be queued: they count as on their way to sent, so that their
    // delivery during this test is not taken for this one's.
    const earlier = await scrape();
    const before = count(earlier, 'sent') + count(earlier, 'pending');
    await registerUser(server);
    // The embedded outbox (.eml files) delivers at once: the mail leaves the queue and is counted as sent.
    await expect
      .poll(
        async () => {
          const text = await scrape();
          return { sent: count(text, 'sent'), pending: count(text, 'pending') };
        },
        { timeout: 10_000 },
      )
      .toEqual({ sent: before + 1, pending: 0 });
    expect(value(await scrape(), 'affinia_mail_outbox', { status: 'failed' }) ?? 0).toBe(0);
  });

  it('counts rate-limit refusals and payment outcomes', async () => {
    const route = { route: '/api/auth/verify-email' };
    const before = value(await scrape(), 'affinia_rate_limit_refusals_total', route) ?? 0;
    let refused = 0;
    for (let i = 0; i < 3; i++) {
      const res = await api.post('/api/auth/verify-email', { json: { email: newUser().email } });
      if (res.status === 429) refused += 1;
    }
    expect(refused).toBeGreaterThan(0);
    expect(value(await scrape(), 'affinia_rate_limit_refusals_total', route)).toBe(before + refused);
    const checkout = await api.post('/api/payments/checkout', { json: { origin_url: server.url } });
    expect(checkout.status).toBe(200);
    const text = await scrape();
    expect(value(text, 'affinia_payment_requests_total', { operation: 'checkout', outcome: 'ok' })).toBe(1);
    expect(value(text, 'affinia_payment_sessions', { status: 'open', payment_status: 'unpaid' })).toBe(1);
  });
});

describe('/metrics closed or on its own port', () => {
  it('answers 404 when neither METRICS_TOKEN nor METRICS_PORT is set', async () => {
    const server = await startTestServer();
    try {
      const res = await apiClient(server.url).get('/metrics');
      expect(res.status).toBe(404);
      expect(res.data).toMatchObject({ detail: MSG.notFound });
    } finally {
      await server.close();
    }
  });

  it('METRICS_PORT serves /metrics on 127.0.0.1 only, and not on the public port', async () => {
    const port = await freePort();
    const server = await startTestServer({ env: { METRICS_PORT: String(port) } });
    try {
      await apiClient(server.url).get('/healthz');
      const res = await fetch(`http://127.0.0.1:${port}/metrics`);
      expect(res.status).toBe(200);
      expect(value(await res.text(), 'affinia_http_requests_total', { route: '/healthz', status: '200' })).toBe(1);
      expect((await fetch(`http://127.0.0.1:${port}/other`)).status).toBe(404);
      expect((await apiClient(server.url).get('/metrics')).status).toBe(404);
    } finally {
      await server.close();
    }
    // Closed with the app: the port is free again.
    await expect(fetch(`http://127.0.0.1:${port}/metrics`)).rejects.toThrow();
  });
});

describe('metrics settings', () => {
  it('refuse a short token and a metrics port equal to PORT', async () => {
    const { loadConfig, ConfigError } = await import('../../config.js');
    const base = { DATA_DIR: '/tmp', JWT_SECRET: 'x'.repeat(40) };
    expect(() => loadConfig({ ...base, METRICS_TOKEN: 'short' })).toThrow(ConfigError);
    expect(() => loadConfig({ ...base, PORT: '3000', METRICS_PORT: '3000' })).toThrow(/METRICS_PORT/);
    expect(() => loadConfig({ ...base, METRICS_PORT: '70000' })).toThrow(ConfigError);
    expect(loadConfig({ ...base, METRICS_PORT: '9464' }).metrics).toEqual({ token: undefined, port: 9464 });
  });
});
