// The password hash production uses (argon2id at OWASP's minimum, m=19 MiB, t=2, p=1), checked where it
// is made: test servers sign members up with a cheap argon2id (decision 039), so this file is the one
// that holds the real parameters, both in the hashing function and as buildApp's default for sign-ups.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema.js';
import { registerUser } from '../../../test/fixtures.js';
import { cheapPasswordHash } from '../../../test/stand-ins.js';
import { apiClient, startTestServer, type TestServer } from '../../../test/test-server.js';
import { hashPassword, verifyPassword } from './passwords.js';

const PRODUCTION_PARAMETERS = /^\$argon2id\$v=19\$m=19456,t=2,p=1\$/;

describe('password hashing', () => {
  it('hashes with argon2id, 19 MiB, two passes, one lane, and verifies only the right password', async () => {
    const stored = await hashPassword('Une phrase de passe solide 42');
    expect(stored).toMatch(PRODUCTION_PARAMETERS);
    expect(await verifyPassword(stored, 'Une phrase de passe solide 42')).toBe(true);
    expect(await verifyPassword(stored, 'Une phrase de passe solide 43')).toBe(false);
  });

  it('the test servers’ cheap hash is still argon2id, and is verified by the same function', async () => {
    const stored = await cheapPasswordHash('Une phrase de passe solide 42');
    expect(stored).toMatch(/^\$argon2id\$v=19\$m=8,t=1,p=1\$/);
    expect(await verifyPassword(stored, 'Une phrase de passe solide 42')).toBe(true);
    expect(await verifyPassword(stored, 'Une phrase de passe solide 43')).toBe(false);
  });
});

describe('a sign-up on a server built without a hashing override', () => {
  let server: TestServer;
  beforeAll(async () => {
    // Undefined on purpose: buildApp's own default, as production's composition root leaves it.
    server = await startTestServer({ overrides: { passwordHash: undefined } });
  });
  afterAll(() => server.close());

  it('stores the production hash, and the member signs in with it', async () => {
    const member = await registerUser(server);
    const [row] = await server.app.database.db.select().from(users).where(eq(users.id, member.id));
    expect(row!.passwordHash).toMatch(PRODUCTION_PARAMETERS);
    const login = await apiClient(server.url).post('/api/auth/login', {
      json: { email: member.email, password: member.password },
    });
    expect(login.status).toBe(200);
  });
});
