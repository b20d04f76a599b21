// Two server processes (separate Node processes, as behind a load balancer) sharing one PostgreSQL,
// one Redis and one S3-compatible bucket behave as one: they start together on an empty database, the
// free-tier boundary stays exact with registrations split across them, rate limits count across both,
// a message posted on one reaches a live stream held by the other, a photo uploaded through one is
// served and deleted through the other, and a paid session is redeemed exactly once.
// Storage: also on PostgreSQL — two processes sharing one PostgreSQL and Redis. Decision 055.
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openEventStream, questionnaireBody } from '../../test/fixtures.js';
import * as img from '../../test/images.js';
import { startLocalS3, type LocalS3 } from '../../test/s3-server.js';
import { freePort, spawnServer, type ServerProcess } from '../../test/server-process.js';
import { apiClient, createPostgresDatabase, dropPostgresDatabase, newUser } from '../../test/test-server.js';

const redisUrl = process.env.TEST_REDIS_URL;
const FREE_PLACES = 10;

describe.runIf(process.env.TEST_DB_MODE === 'postgres' && redisUrl)(
  'two server processes, one PostgreSQL, Redis and bucket',
  () => {
    let one: ServerProcess;
    let two: ServerProcess;
    let s3: LocalS3;
    let databaseUrl: string;
    let db: pg.Client;
    type Account = { id: string; token: string };
    const accounts: Account[] = [];
    const both = () => [apiClient(one.url), apiClient(two.url)] as const;
    /** A match made directly in the database (the tests here are about what happens after it). */
    const matchBetween = async (a: Account, b: Account): Promise<{ id: string }> => {
      const [low, high] = a.id < b.id ? [a.id, b.id] : [b.id, a.id];
      const inserted = await db.query(
        `INSERT INTO matches (user_a, user_b, affinity_score, breakdown) VALUES ($1, $2, 80, '{}') RETURNING id`,
        [low, high],
      );
      return inserted.rows[0];
    };
    /** A match in which both have written once: what a rating needs (decision 049). */
    const conversationBetween = async (a: Account, b: Account): Promise<{ id: string }> => {
      const match = await matchBetween(a, b);
      await db.query(
        `INSERT INTO messages (match_id, sender_id, content) VALUES ($1, $2, 'Bonjour !'), ($1, $3, 'Bonjour, ravie de te lire.')`,
        [match.id, a.id, b.id],
      );
      return match;
    };

    beforeAll(async () => {
      // Redis outlives test runs: start this address's login window afresh.
      const { Redis } = await import('ioredis');
      const redis = new Redis(redisUrl!);
      await redis.del('affinia:rl:login:ip:127.0.0.1');
      await redis.quit();
      // Empty, not a copy of the run's migrated template: the start below is what migrates it.
      databaseUrl = await createPostgresDatabase({ empty: true });
      s3 = await startLocalS3();
      const port = await freePort();
      const env = {
        DATABASE_URL: databaseUrl,
        REDIS_URL: redisUrl!,
        ...s3.env,
        FREE_SIGNUP_LIMIT: String(FREE_PLACES),
        RATE_LIMIT_LOGIN_PER_IP: '6',
        RATE_LIMIT_REGISTER_PER_IP: '100000',
        RATE_LIMIT_CHECKOUT_PER_IP: '100000',
        // Both processes serve one site: payment return addresses name the same public origin.
        PUBLIC_ORIGIN: `http://127.0.0.1:${port}`,
      };
      // Started together on an empty database: migrations run once, under PostgreSQL's advisory lock.
      [one, two] = await Promise.all([spawnServer(env, port), spawnServer(env)]);
      db = new pg.Client({ connectionString: databaseUrl });
      await db.connect();
    }, 120_000);

    afterAll(async () => {
      await Promise.all([one?.stop(), two?.stop()]);
      await db?.end();
      await s3?.close();
      if (databaseUrl) await dropPostgresDatabase(databaseUrl);
    });

    it(`50 concurrent registrations split across both create exactly ${FREE_PLACES} free accounts`, async () => {
      const clients = both();
      // Warm both processes first (routes, validation, database pool): a cold process loses every race,
      // and the race is meant to span both.
      for (const client of clients)
        await Promise.all(
          Array.from({ length: 4 }, () => client.post('/api/auth/register', { json: { email: 'not-an-address' } })),
        );
      const replies = await Promise.all(
        Array.from({ length: 50 }, (_, i) => clients[i % 2]!.post('/api/auth/register', { json: newUser() })),
      );
      const created = replies.filter((r) => r.status === 201);
      // Kept before the checks: the later tests need accounts even if a check below fails.
      accounts.push(...created.map((r) => ({ id: r.data.user.id as string, token: r.data.token as string })));
      expect(created).toHaveLength(FREE_PLACES);
      expect(replies.filter((r) => r.status === 200 && r.data?.needs_payment === true)).toHaveLength(50 - FREE_PLACES);
      // Both processes took part in the race, each answering its half with an account or the payment step.
      for (const side of [0, 1])
        expect(replies.filter((r, i) => i % 2 === side && (r.status === 201 || r.data?.needs_payment))).toHaveLength(
          25,
        );
      expect((await db.query('SELECT count(*)::int AS n FROM users')).rows[0].n).toBe(FREE_PLACES);
    });

    it('counts login attempts from one address across both processes', async () => {
      const clients = both();
      const statuses: number[] = [];
      for (let i = 0; i < 8; i++) {
        const res = await clients[i % 2]!.post('/api/auth/login', {
          json: { email: `nobody${i}@example.com`, password: 'wrong-password' },
        });
        statuses.push(res.status);
      }
      expect(statuses).toEqual([401, 401, 401, 401, 401, 401, 429, 429]);
    });

    it('delivers a message posted on one process to a live stream held by the other, both ways', async () => {
      const [a, b] = [accounts[0]!, accounts[1]!];
      const match = await matchBetween(a, b);
      const onTwo = openEventStream(`${two.url}/api/chat/events`, b.token);
      const onOne = openEventStream(`${one.url}/api/chat/events`, a.token);
      await Promise.all([onTwo.ready, onOne.ready]);
      try {
        const send = (client: ReturnType<typeof apiClient>, token: string, content: string) => {
          const form = new FormData();
          form.set('content', content);
          return client.post(`/api/chat/${match.id}/messages`, { form, token });
        };
        const [clientOne, clientTwo] = both();
        const first = await send(clientOne, a.token, 'Posté sur le premier processus 👋');
        expect(first.status).toBe(201);
        expect((await onTwo.waitFor(1))[0].message).toEqual(first.data);
        const reply = await send(clientTwo, b.token, 'Reçu sur le second, réponse ici');
        expect(reply.status).toBe(201);
        const seenByA = await onOne.waitFor(2);
        expect(seenByA.map((e) => e.message.id)).toContain(reply.data.id);
      } finally {
        onTwo.close();
        onOne.close();
      }
    });

    it('serves and deletes through one process a photo uploaded through the other', async () => {
      const owner = accounts[2]!;
      const [clientOne, clientTwo] = both();
      const objectsBefore = await s3.objectCount();
      const form = new FormData();
      form.set('file', new Blob([new Uint8Array(await img.jpeg(800, 600))], { type: 'image/jpeg' }), 'me.jpg');
      const uploaded = await clientOne.post('/api/profile/photos', { form, token: owner.token });
      expect(uploaded.status).toBe(201);
      expect(await s3.objectCount()).toBe(objectsBefore + 1);
      const served = await Promise.all([one, two].map((s) => fetch(s.url + uploaded.data.url)));
      expect(served.map((r) => [r.status, r.headers.get('content-type')])).toEqual([
        [200, 'image/webp'],
        [200, 'image/webp'],
      ]);
      const [fromOne, fromTwo] = await Promise.all(served.map(async (r) => Buffer.from(await r.arrayBuffer())));
      expect(fromOne!.subarray(8, 12).toString()).toBe('WEBP');
      expect(fromTwo!.equals(fromOne!)).toBe(true);
      expect((await clientTwo.get('/api/profile/me', { token: owner.token })).data.photos).toEqual([uploaded.data.id]);
      expect((await clientTwo.delete(`/api/profile/photos/${uploaded.data.id}`, { token: owner.token })).status).toBe(
        200,
      );
      expect((await fetch(one.url + uploaded.data.url)).status).toBe(404);
      expect(await s3.objectCount()).toBe(objectsBefore);
    });

    it('redeems a paid session exactly once when registrations race on both processes', async () => {
      const [clientOne, clientTwo] = both();
      const checkout = new FormData();
      checkout.set('origin_url', one.url);
      const started = await clientOne.post('/api/payments/checkout', { form: checkout });
      expect(started.status).toBe(200);
      const sessionId = new URL(started.data.url).pathname.split('/').pop()!;
      // Paid through the other process.
      const paid = await fetch(`${two.url}/api/payments/sandbox/${sessionId}/pay?lang=fr`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ card_number: '4242 4242 4242 4242', expiry: '12/39', cvc: '123' }).toString(),
        redirect: 'manual',
      });
      expect(paid.status).toBe(303);
      expect((await clientOne.get(`/api/payments/status/${sessionId}`)).data).toEqual({
        payment_status: 'paid',
        status: 'complete',
      });
      const replies = await Promise.all(
        Array.from({ length: 12 }, (_, i) =>
          (i % 2 ? clientTwo : clientOne).post('/api/auth/register', {
            json: newUser({ payment_session_id: sessionId }),
          }),
        ),
      );
      const created = replies.filter((r) => r.status === 201);
      expect(created).toHaveLength(1);
      expect(created[0]!.data.user.is_premium).toBe(true);
      expect(replies.filter((r) => r.status === 402)).toHaveLength(11);
      expect((await db.query('SELECT count(*)::int AS n FROM users')).rows[0].n).toBe(FREE_PLACES + 1);
    });

    it('shows in discover on one process, at its next request, what changed through the other or by hand (profile, name, photos, ratings, block, pause, deletion)', async () => {
      const [clientOne, clientTwo] = both();
      // Five of the free accounts (29-year-old women) looking for each other only.
      const [viewer, edited, blocked, paused, deleted] = accounts.slice(5, 10) as [
        Account,
        Account,
        Account,
        Account,
        Account,
      ];
      const profile = (bio?: string) => ({
        ...questionnaireBody({ bio }),
        seeking_genders: ['femme'],
        age_min: 29,
        age_max: 29,
      });
      for (const person of [viewer, edited, blocked, paused, deleted]) {
        const saved = await clientOne.put('/api/profile/me', { token: person.token, json: profile() });
        expect(saved.status, JSON.stringify(saved.data)).toBe(200);
      }
      type Card = {
        user: {
          id: string;
          name: string;
          bio: string;
          photos: string[];
          social_score: { total_ratings: number } | null;
        };
      };
      /**
       * Process two's very next discover shows the change: its index reads the event feed before it ranks
       * (decision 057), so nothing committed before the request is missed, and no waiting is needed.
       */
      const within = async (check: (cards: Card[]) => boolean) => {
        const res = await clientTwo.get('/api/discover', { token: viewer.token });
        expect(res.status).toBe(200);
        expect(check(res.data as Card[]), JSON.stringify(ids(res.data as Card[]))).toBe(true);
      };
      const ids = (cards: Card[]) => cards.map((c) => c.user.id);
      // New profiles completed on one process: the other's index reads their events.
      await within((cards) => [edited, blocked, paused, deleted].every((p) => ids(cards).includes(p.id)));

      const bio = 'Randonneuse le dimanche, lectrice le reste de la semaine.';
      expect((await clientOne.put('/api/profile/me', { token: edited.token, json: profile(bio) })).status).toBe(200);
      await within((cards) => cards.find((c) => c.user.id === edited.id)?.user.bio === bio);

      // Each process keeps the cards it showed until the feed names their member (decision 074): whatever a
      // card shows writes that event. The display name, through one process and by hand:
      const cardOf = (cards: Card[]) => cards.find((c) => c.user.id === edited.id)?.user;
      const renamed = await clientOne.call('PATCH', '/api/profile/settings', {
        token: edited.token,
        json: { display_name: 'Maëlle' },
      });
      expect(renamed.status, JSON.stringify(renamed.data)).toBe(200);
      await within((cards) => cardOf(cards)?.name === 'Maëlle');
      await db.query(`UPDATE users SET display_name = 'Maé' WHERE id = $1`, [edited.id]);
      await within((cards) => cardOf(cards)?.name === 'Maé');
      // The photos, added and put in another order through one process:
      const added: string[] = [];
      for (const width of [800, 640]) {
        const form = new FormData();
        form.set('file', new Blob([new Uint8Array(await img.jpeg(width, 600))], { type: 'image/jpeg' }), 'me.jpg');
        const uploaded = await clientOne.post('/api/profile/photos', { form, token: edited.token });
        expect(uploaded.status, JSON.stringify(uploaded.data)).toBe(201);
        added.push(uploaded.data.id);
        await within((cards) => JSON.stringify(cardOf(cards)?.photos) === JSON.stringify(added));
      }
      const reversed = [...added].reverse();
      const ordered = await clientOne.put('/api/profile/photos/order', {
        token: edited.token,
        json: { photos: reversed },
      });
      expect(ordered.status, JSON.stringify(ordered.data)).toBe(200);
      await within((cards) => JSON.stringify(cardOf(cards)?.photos) === JSON.stringify(reversed));

      // A new batch of ratings published through one process: the other's card shows the new score.
      const scoreOf = (cards: Card[]) => cards.find((c) => c.user.id === edited.id)?.user.social_score ?? null;
      await within((cards) => scoreOf(cards) === null);
      for (const rater of accounts.slice(0, 3)) {
        const match = await conversationBetween(rater, edited);
        const criteria = { confiance: 4, serieux: 5, generosite: 4, comportement: 5, communication: 4 };
        const rated = await clientOne.post('/api/ratings/submit', {
          token: rater.token,
          json: { rated_user_id: edited.id, match_id: match.id, ...criteria },
        });
        expect(rated.status, JSON.stringify(rated.data)).toBe(201);
      }
      await within((cards) => scoreOf(cards)?.total_ratings === 3);

      expect((await clientOne.post('/api/blocks', { token: viewer.token, json: { user_id: blocked.id } })).status).toBe(
        201,
      );
      await within((cards) => !ids(cards).includes(blocked.id));

      const pause = { is_paused: true };
      expect(
        (await clientOne.call('PATCH', '/api/profile/settings', { token: paused.token, json: pause })).status,
      ).toBe(200);
      await within((cards) => !ids(cards).includes(paused.id));
      // A change by hand (an operator's SQL, a tool): the row's own event tells the index just the same.
      await db.query(`UPDATE users SET is_paused = false WHERE id = $1`, [paused.id]);
      await within((cards) => ids(cards).includes(paused.id));
      await db.query(`UPDATE users SET age = 30 WHERE id = $1`, [paused.id]);
      await within((cards) => !ids(cards).includes(paused.id));

      expect((await clientOne.delete('/api/profile/me', { token: deleted.token })).status).toBe(204);
      await within((cards) => !ids(cards).includes(deleted.id));
    });
  },
);
