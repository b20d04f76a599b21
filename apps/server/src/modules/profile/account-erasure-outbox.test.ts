// Deleting an account leaves none of its mails behind (issue 31, item 7): without SMTP_URL every mail is
// an .eml file under DATA_DIR/outbox holding the member's address, name and one-time links, and those
// files used to outlive the account. Its mail and push queue rows go too; other members' mails stay.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMatch, registerUser } from '../../../test/fixtures.js';
import { queueSettled } from '../../../test/mail-queue.js';
import { madeUpPushService } from '../../../test/push-endpoint.js';
import { paidSandboxCheckout } from '../../../test/sandbox-checkout.js';
import { apiClient, newUser, startTestServer, type TestServer } from '../../../test/test-server.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer(madeUpPushService);
});
afterAll(() => server.close());

const rows = async <T>(query: ReturnType<typeof sql>) =>
  ((await server.app.database.db.execute(query)) as unknown as { rows: T[] }).rows;
const outboxFiles = () => readdirSync(server.config.mail.outboxDir).filter((name) => name.endsWith('.eml'));
const outboxText = () =>
  outboxFiles()
    .map((name) => readFileSync(path.join(server.config.mail.outboxDir, name), 'utf8'))
    .join('\n');

describe('deleting an account', () => {
  it('removes its outbox mail files and its mail and push queue rows, and nobody else’s', async () => {
    // A paid sign-up: the receipt mailed to the payer becomes the member's mail.
    const api = apiClient(server.url);
    const body = newUser();
    const { sessionId } = await paidSandboxCheckout(server.url, body.email);
    const signUp = await api.post('/api/auth/register', { json: { ...body, payment_session_id: sessionId } });
    expect(signUp.status).toBe(201);
    const me = { ...body, id: signUp.data.user.id as string, token: signUp.data.token as string };
    const other = await registerUser(server);
    const matchId = await createMatch(server, other, me);

    // A reset mail, a browser subscribed to push, and a message that queues a mail and a push to me.
    expect((await api.post('/api/auth/password/forgot', { json: { email: me.email } })).status).toBe(202);
    const subscribed = await api.post('/api/notifications/push-subscriptions', {
      token: me.token,
      json: {
        endpoint: `https://push.example.com/send/${me.id}`,
        keys: { p256dh: `B${'A'.repeat(86)}`, auth: 'A'.repeat(22) },
      },
    });
    expect(subscribed.status).toBe(201);
    const message = new FormData();
    message.set('content', 'Bonjour !');
    expect((await api.post(`/api/chat/${matchId}/messages`, { form: message, token: other.token })).status).toBe(201);
    // The reset mail is queued after its answer: wait until the receipt, confirmation and reset are written.
    const filesOf = async (userId: string) => {
      await queueSettled(server);
      const ids = (await rows<{ id: string }>(sql`SELECT id FROM mail_outbox WHERE user_id = ${userId}`)).map(
        (r) => r.id,
      );
      return outboxFiles().filter((name) => ids.some((id) => name.endsWith(`-${id}.eml`)));
    };
    await expect.poll(async () => (await filesOf(me.id)).length, { timeout: 15_000 }).toBeGreaterThanOrEqual(3);
    const myFiles = await filesOf(me.id);
    expect(outboxText()).toContain(me.email);
    expect(await rows(sql`SELECT id FROM push_outbox WHERE user_id = ${me.id}`)).not.toEqual([]);
    const othersFiles = outboxFiles().filter((name) => !myFiles.includes(name));
    expect(othersFiles.length).toBeGreaterThanOrEqual(1); // the other member's confirmation

    expect((await api.delete('/api/profile/me', { token: me.token })).status).toBe(204);

    expect(outboxFiles().filter((name) => myFiles.includes(name))).toEqual([]);
    expect(outboxText()).not.toContain(me.email);
    expect(outboxFiles()).toEqual(expect.arrayContaining(othersFiles));
    expect(await rows(sql`SELECT id FROM mail_outbox WHERE user_id = ${me.id} OR to_address = ${me.email}`)).toEqual(
      [],
    );
    expect(await rows(sql`SELECT id FROM push_outbox WHERE user_id = ${me.id}`)).toEqual([]);
    expect(await rows(sql`SELECT id FROM push_subscriptions WHERE user_id = ${me.id}`)).toEqual([]);
  });
});
