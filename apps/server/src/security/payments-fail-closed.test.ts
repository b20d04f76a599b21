// Payments fail closed: the sandbox checkout takes a published test card, so a production server that
// silently fell back to it would hand out paid accounts for free. In production, no Stripe key and no
// explicit PAYMENT_PROVIDER=sandbox means no start at all; the explicit choice starts with a warning in
// the log and a "test payments" banner in the admin view.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ConfigError, loadConfig } from '../config.js';
import { users } from '../db/schema.js';
import { apiClient, startTestServer } from '../../test/test-server.js';
import { registerUser } from '../../test/fixtures.js';
import { freePort } from '../../test/server-process.js';
import { FAKE_STRIPE_KEY, startFakeStripe } from '../../test/fake-stripe.js';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const dataDir = mkdtempSync(path.join(tmpdir(), 'affinia-pay-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
const base = { DATA_DIR: dataDir, JWT_SECRET: 'x'.repeat(40) };

describe('choosing the payment provider', () => {
  it('outside production: the sandbox by default, Stripe when a key is set', () => {
    expect(loadConfig(base).payments.provider).toBe('sandbox');
    expect(loadConfig({ ...base, NODE_ENV: 'development' }).payments.provider).toBe('sandbox');
    expect(loadConfig({ ...base, STRIPE_SECRET_KEY: FAKE_STRIPE_KEY }).payments.provider).toBe('stripe');
  });

  it('in production without a Stripe key: refuses to start and says what to set', () => {
    const attempt = () => loadConfig({ ...base, NODE_ENV: 'production' });
    expect(attempt).toThrow(ConfigError);
    expect(attempt).toThrow(/STRIPE_SECRET_KEY.*PAYMENT_PROVIDER=sandbox/s);
  });

  it('in production: Stripe with a key, the sandbox only when asked for by name', () => {
    const stripe = loadConfig({ ...base, NODE_ENV: 'production', STRIPE_SECRET_KEY: FAKE_STRIPE_KEY }).payments;
    expect(stripe).toMatchObject({ provider: 'stripe', sandboxInProduction: false });
    const sandbox = loadConfig({ ...base, NODE_ENV: 'production', PAYMENT_PROVIDER: 'sandbox' }).payments;
    expect(sandbox).toMatchObject({ provider: 'sandbox', sandboxInProduction: true, stripe: null });
  });

  it.each([
    [{ PAYMENT_PROVIDER: 'stripe' }, 'needs STRIPE_SECRET_KEY'],
    [{ PAYMENT_PROVIDER: 'sandbox', STRIPE_SECRET_KEY: FAKE_STRIPE_KEY }, 'remove one of them'],
    [{ PAYMENT_PROVIDER: 'paypal' }, 'PAYMENT_PROVIDER must be'],
    [{ PAYMENT_PROVIDER: 'true', NODE_ENV: 'production' }, 'PAYMENT_PROVIDER must be'],
  ])('refuses a contradictory or unknown choice: %o', (env, message) => {
    expect(() => loadConfig({ ...base, ...env })).toThrow(message);
  });
});

/** Runs src/main.ts until it exits or logs `until`; answers its exit code (null if still running) and output. */
async function runServer(env: Record<string, string>, until: RegExp) {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverDir,
    env: {
      ...process.env,
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: mkdtempSync(path.join(dataDir, 'proc-')),
      JWT_SECRET: 'process-test-secret-0123456789-abcdef',
      LOG_LEVEL: 'warn',
      WEB_DIST_DIR: '/nonexistent',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const seen = new Promise<void>((resolve) => {
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      if (until.test(output)) resolve();
    };
    child.stdout!.on('data', read);
    child.stderr!.on('data', read);
  });
  const outcome = await Promise.race([exited.then((code) => ({ code })), seen.then(() => ({ code: null }))]);
  if (outcome.code === null && child.exitCode === null) {
    child.kill('SIGTERM');
    await exited;
  }
  return { code: outcome.code, output };
}

describe('a production server', () => {
  it('without a Stripe key does not start, so no test card can buy an account', { timeout: 180_000 }, async () => {
    const { code, output } = await runServer({ NODE_ENV: 'production' }, /will never appear/);
    expect(code).toBe(1);
    expect(output).toContain('PAYMENT_PROVIDER=sandbox');
  });

  it(
    'with PAYMENT_PROVIDER=sandbox starts, and warns that payments are test payments',
    { timeout: 180_000 },
    async () => {
      const { code, output } = await runServer(
        { NODE_ENV: 'production', PAYMENT_PROVIDER: 'sandbox' },
        /TEST payments/,
      );
      expect(code).toBeNull();
      const warning = output.split('\n').find((line) => line.includes('TEST payments'));
      expect(JSON.parse(warning!)).toMatchObject({ level: 40 });
    },
  );
});

describe('the admin view', () => {
  async function adminStats(env: Record<string, string>) {
    const server = await startTestServer({ env });
    try {
      const admin = await registerUser(server);
      await server.app.database.db.update(users).set({ role: 'admin' }).where(eq(users.id, admin.id));
      const res = await apiClient(server.url).get('/api/admin/stats', { token: admin.token });
      expect(res.status).toBe(200);
      return res.data;
    } finally {
      await server.close();
    }
  }

  it('says payments are test payments when the sandbox takes them', async () => {
    expect(await adminStats({ NODE_ENV: 'production', PAYMENT_PROVIDER: 'sandbox' })).toMatchObject({
      test_payments: true,
    });
  });

  it('does not when Stripe takes them', async () => {
    const stripe = await startFakeStripe();
    try {
      expect(await adminStats(stripe.env())).toMatchObject({ test_payments: false });
    } finally {
      await stripe.close();
    }
  });
});
