// SIGTERM in the middle of a burst of chat posts: the server stops accepting, finishes what is in
// flight and exits cleanly — and every message it acknowledged (201) is in the database.
// Storage: also on PostgreSQL — the pool and Redis closed by a shutting-down process. Decision 055.
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { apiClient, createPostgresDatabase, dropPostgresDatabase, newUser } from '../../test/test-server.js';
import { spawnServer } from '../../test/server-process.js';

describe.runIf(process.env.TEST_DB_MODE === 'postgres')('graceful shutdown', () => {
  let databaseUrl: string | undefined;
  afterAll(async () => {
    if (databaseUrl) await dropPostgresDatabase(databaseUrl);
  });

  it('loses no acknowledged message when SIGTERM lands during a burst', { timeout: 180_000 }, async () => {
    databaseUrl = await createPostgresDatabase();
    const server = await spawnServer({
      DATABASE_URL: databaseUrl,
      LOG_LEVEL: 'silent',
      RATE_LIMIT_CHAT_PER_MINUTE: '100000',
      RATE_LIMIT_REGISTER_PER_IP: '1000',
    });
    const api = apiClient(server.url);
    const [a, b] = [
      (await api.post('/api/auth/register', { json: newUser() })).data,
      (await api.post('/api/auth/register', { json: newUser() })).data,
    ];
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    const [userA, userB] = a.user.id < b.user.id ? [a.user.id, b.user.id] : [b.user.id, a.user.id];
    const {
      rows: [match],
    } = await client.query(
      `INSERT INTO matches (user_a, user_b, affinity_score, breakdown) VALUES ($1, $2, 80, '{}') RETURNING id`,
      [userA, userB],
    );

    const acknowledged: string[] = [];
    let sent = 0;
    let stop = false;
    const worker = async () => {
      while (!stop && sent < 2000) {
        sent += 1;
        const form = new FormData();
        form.set('content', `message ${sent}`);
        const res = await api.post(`/api/chat/${match.id}/messages`, { form, token: a.token }).catch(() => null);
        if (res?.status === 201) acknowledged.push(res.data.id);
        // Refused connection or 503: the server is closing and takes no new work.
        if (!res || res.status === 503) return;
      }
    };
    const workers = Array.from({ length: 16 }, worker);
    while (acknowledged.length < 60) await new Promise((r) => setTimeout(r, 20));
    const code = await server.stop();
    stop = true;
    await Promise.all(workers);

    expect(code).toBe(0);
    expect(acknowledged.length).toBeGreaterThanOrEqual(60);
    const { rows } = await client.query('SELECT id FROM messages WHERE match_id = $1', [match.id]);
    const stored = new Set(rows.map((r) => r.id));
    expect(acknowledged.filter((id) => !stored.has(id))).toEqual([]);
    await client.end();
  });
});
