// A web push service for tests, on 127.0.0.1: it takes the POSTs a push service would, checks their
// VAPID signature (RFC 8292: an ES256 JWT for this origin, signed with the key in `k=`) and decrypts
// their aes128gcm payload (RFC 8291) with the subscription's private keys, which the test made itself
// as a browser would. A subscription can be told to answer something else (410: gone).
import { createECDH, randomBytes, type ECDH } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import ece from 'http_ece';
import { decodeProtectedHeader, importJWK, jwtVerify, type JWTPayload } from 'jose';

export type ReceivedPush = {
  path: string;
  headers: IncomingMessage['headers'];
  /** The decrypted payload, parsed. */
  payload: unknown;
  /** The VAPID JWT's claims, once verified against the `k=` public key. */
  claims: JWTPayload;
  /** The public key the request was signed for (`k=` of the Authorization header). */
  vapidKey: string;
};

export type TestSubscription = {
  endpoint: string;
  keys: { p256dh: string; auth: string };
  /** What the push service answers for this subscription (201 unless changed). */
  answer: number;
};

export type TestPushEndpoint = {
  url: string;
  received: ReceivedPush[];
  /** Requests that failed the VAPID check or could not be decrypted: must stay empty. */
  rejected: string[];
  subscribe(): TestSubscription;
  close(): Promise<void>;
};

/** The public half of a P-256 key (65-byte uncompressed point, base64url) as a JWK for jose. */
async function publicKeyOf(raw: string) {
  const point = Buffer.from(raw, 'base64url');
  if (point.length !== 65 || point[0] !== 4) throw new Error('not an uncompressed P-256 point');
  return importJWK(
    {
      kty: 'EC',
      crv: 'P-256',
      x: point.subarray(1, 33).toString('base64url'),
      y: point.subarray(33).toString('base64url'),
    },
    'ES256',
  );
}

export async function startPushEndpoint(): Promise<TestPushEndpoint> {
  const subscriptions = new Map<string, { ecdh: ECDH; auth: Buffer; sub: TestSubscription }>();
  const received: ReceivedPush[] = [];
  const rejected: string[] = [];
  let origin = '';

  async function handle(path: string, headers: IncomingMessage['headers'], body: Buffer): Promise<number> {
    const entry = subscriptions.get(path);
    if (!entry) return 404;
    const authorization = String(headers.authorization ?? '');
    const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(authorization);
    if (!match) throw new Error(`no VAPID authorization: ${authorization}`);
    const [, jwt, k] = match as unknown as [string, string, string];
    if (decodeProtectedHeader(jwt).alg !== 'ES256') throw new Error('VAPID JWT is not ES256');
    const { payload: claims } = await jwtVerify(jwt, await publicKeyOf(k), { audience: origin });
    if (headers['content-encoding'] !== 'aes128gcm') throw new Error('payload not aes128gcm');
    const clear = ece.decrypt(body, { version: 'aes128gcm', privateKey: entry.ecdh, authSecret: entry.auth });
    received.push({ path, headers, payload: JSON.parse(clear.toString('utf8')), claims, vapidKey: k });
    return entry.sub.answer;
  }

  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const path = req.url ?? '/';
      handle(path, req.headers, Buffer.concat(chunks))
        .then((status) => res.writeHead(status).end())
        .catch((err: unknown) => {
          rejected.push(`${path}: ${err instanceof Error ? err.message : String(err)}`);
          res.writeHead(400).end();
        });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url: origin,
    received,
    rejected,
    subscribe() {
      // What a browser does when it subscribes: a P-256 key pair and a 16-byte authentication secret.
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const auth = randomBytes(16);
      const path = `/push/${randomBytes(8).toString('hex')}`;
      const sub: TestSubscription = {
        endpoint: origin + path,
        keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: auth.toString('base64url') },
        answer: 201,
      };
      subscriptions.set(path, { ecdh, auth, sub });
      return sub;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * A DNS double for push endpoints' host names: each name answers what the test says (a list, or a
 * function asked at each resolution: a name that changes its answer); an unknown name does not resolve.
 * `asked` lists the names resolved, in order. No test resolves a real name.
 */
export function resolverDouble(answers: Record<string, string[] | (() => string[])>) {
  const asked: string[] = [];
  const resolve = async (hostname: string): Promise<string[]> => {
    asked.push(hostname);
    const answer = answers[hostname];
    if (!answer) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' });
    return typeof answer === 'function' ? answer() : answer;
  };
  return { resolve, asked };
}

/** Every name is this machine: what tests that subscribe made-up push services (with PUSH_ALLOW_LOOPBACK) use. */
export const loopbackResolver = async (): Promise<string[]> => ['127.0.0.1'];

/**
 * startTestServer options for tests that subscribe browsers to a made-up push service
 * (`https://push.example.com/…`): its name resolves to this machine, which PUSH_ALLOW_LOOPBACK lets in.
 * No real DNS, and a push that goes out reaches nothing beyond 127.0.0.1.
 */
export const madeUpPushService = {
  env: { PUSH_ALLOW_LOOPBACK: 'true' },
  overrides: { resolvePushHost: loopbackResolver },
};
