// The VAPID key pair that signs every push (RFC 8292): from VAPID_PUBLIC_KEY/VAPID_PRIVATE_KEY, or
// generated on the first start and kept in DATA_DIR/vapid-keys.json like the JWT secret. Browsers bind
// their subscriptions to the public key, so losing or changing it silently ends every subscription:
// the file is kept (and backed up) rather than regenerated.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import webpush from 'web-push';
import type { PushConfig } from '../../config.js';

export type VapidKeys = { publicKey: string; privateKey: string };

const isKeyPair = (value: unknown): value is VapidKeys =>
  typeof value === 'object' &&
  value !== null &&
  /^[A-Za-z0-9_-]{87}$/.test(String((value as VapidKeys).publicKey)) &&
  /^[A-Za-z0-9_-]{43}$/.test(String((value as VapidKeys).privateKey));

export function loadVapidKeys(config: Pick<PushConfig, 'vapid' | 'keysFile'>): VapidKeys {
  if (config.vapid) return config.vapid;
  try {
    const kept: unknown = JSON.parse(readFileSync(config.keysFile, 'utf8'));
    if (isKeyPair(kept)) return { publicKey: kept.publicKey, privateKey: kept.privateKey };
  } catch {
    // first start: generate below
  }
  const generated = webpush.generateVAPIDKeys();
  mkdirSync(path.dirname(config.keysFile), { recursive: true });
  writeFileSync(config.keysFile, JSON.stringify(generated) + '\n', { mode: 0o600 });
  return generated;
}
