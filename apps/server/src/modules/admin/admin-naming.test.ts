// ADMIN_EMAILS (decision 053): an admin named while the server runs, on PGlite and PostgreSQL alike —
// a listed member becomes admin once their address is confirmed, on their next request; the confirmed
// ones at start-up; nobody else, and never by an unconfirmed sign-up with a listed address. The admin
// command refuses a running server's embedded database instead of opening it from a second process.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { MSG } from '@affinia/contract';
import { ConfigError, loadConfig } from '../../config.js';
import { lockFileOf } from '../../db/pglite-lock.js';
import { users } from '../../db/schema.js';
import { registerUser, type TestUser } from '../../../test/fixtures.js';
import { apiClient, startTestServer, type TestServer } from '../../../test/test-server.js';
import { embeddedDatabaseInUse } from './admin-cli.js';
import { createAdminNaming } from './admin-naming.js';

const CHIEF = 'chief-admin@example.com';
const DEPUTY = 'deputy-admin@example.com';

describe('ADMIN_EMAILS', () => {
  let server: TestServer;
  let api: ReturnType<typeof apiClient>;
  beforeAll(async () => {
    server = await startTestServer({ env: { ADMIN_EMAILS: ` ${CHIEF.toUpperCase()} ,${DEPUTY},` } });
    api = apiClient(server.url);
  });
  afterAll(() => server.close());

  const confirm = (member: TestUser) =>
    server.app.database.db.update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.id, member.id));
  const roleOf = async (member: TestUser) => (await api.get('/api/profile/me', { token: member.token })).data.role;

  it('reads the list trimmed and lower-cased, and refuses an entry that is no address', () => {
    expect(server.config.adminEmails).toEqual([CHIEF, DEPUTY]);
    expect(loadConfig({ DATA_DIR: tmpdir() }).adminEmails).toEqual([]);
    expect(() => loadConfig({ DATA_DIR: tmpdir(), ADMIN_EMAILS: `${CHIEF},chief` })).toThrow(ConfigError);
    expect(() => loadConfig({ DATA_DIR: tmpdir(), ADMIN_EMAILS: `${CHIEF},chief` })).toThrow('ADMIN_EMAILS');
  });

  it('names a listed member once their address is confirmed, on their next request, while the server runs', async () => {
    const deputy = await registerUser(server, { email: DEPUTY });
    const member = await registerUser(server);
    // Signed up with a listed address but not confirmed: anyone could have typed it.
    const before = await api.get('/api/admin/stats', { token: deputy.token });
    expect(before.status).toBe(403);
    expect(before.data).toMatchObject({ detail: MSG.adminOnly });
    expect(await roleOf(deputy)).toBe('user');

    await confirm(deputy);
    await confirm(member);
    // The same session, no restart: the next request names them.
    expect((await api.get('/api/admin/stats', { token: deputy.token })).status).toBe(200);
    expect(await roleOf(deputy)).toBe('admin');
    const [row] = await server.app.database.db.select().from(users).where(eq(users.id, deputy.id));
    expect(row!.role).toBe('admin');
    // A signed-in member who is not listed stays a member.
    expect(await roleOf(member)).toBe('user');
  });

  it('keeps /api/admin closed to no token, a bad token and a member who is not listed', async () => {
    const member = await registerUser(server);
    await confirm(member);
    for (const path of ['/api/admin/stats', '/api/admin/overview', '/api/admin/reports']) {
      const none = await api.get(path);
      expect(none.status).toBe(401);
      expect(none.data).toMatchObject({ detail: MSG.notAuthenticated });
      const bad = await api.get(path, { token: 'eyJhbGciOiJIUzI1NiJ9.e30.forged' });
      expect(bad.status).toBe(401);
      expect(bad.data).toMatchObject({ detail: MSG.invalidToken });
      const other = await api.get(path, { token: member.token });
      expect(other.status).toBe(403);
      expect(other.data).toMatchObject({ detail: MSG.adminOnly });
    }
    expect(await roleOf(member)).toBe('user');
  });

  it('names the confirmed accounts at start-up, and only those', async () => {
    const chief = await registerUser(server, { email: CHIEF });
    const member = await registerUser(server);
    await confirm(chief);
    await confirm(member);
    const roles = async () =>
      Object.fromEntries(
        (await server.app.database.db.select({ id: users.id, role: users.role }).from(users)).map((u) => [
          u.id,
          u.role,
        ]),
      );
    expect((await roles())[chief.id]).toBe('user');
    // What buildApp runs once the database is open.
    await createAdminNaming(server.app.database, server.config.adminEmails, server.app.log).applyAtStartUp();
    const after = await roles();
    expect(after[chief.id]).toBe('admin');
    expect(after[member.id]).toBe('user');
  });
});

describe('npm run admin beside a running server', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'affinia-admin-cli-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('refuses the embedded database a live server holds, and says to use ADMIN_EMAILS', () => {
    const pgliteDir = path.join(dir, 'db');
    expect(embeddedDatabaseInUse({ databaseUrl: undefined, pgliteDir })).toBeNull();
    // The parent of this test process stands for the running server.
    writeFileSync(lockFileOf(pgliteDir), `${process.ppid}\n`);
    expect(embeddedDatabaseInUse({ databaseUrl: undefined, pgliteDir })).toMatch(/ADMIN_EMAILS/);
    // PostgreSQL serves every process: the command works while the server runs.
    expect(embeddedDatabaseInUse({ databaseUrl: 'postgres://db/affinia', pgliteDir })).toBeNull();
  });
});
