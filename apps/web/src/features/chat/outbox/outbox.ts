// The chat's outbox (issue 35 item 7, decision 050): messages written but not yet stored by the server,
// kept in local storage under the member's id so that they survive leaving the chat, a reload or a
// closed tab, and sent in order once the connection is back. Each carries the idempotency key it is sent
// with on every attempt, so a retry whose first answer was lost never stores the message twice.
// This module is the pure part: what an entry is, how the stored list is read back, what a failed
// attempt means, and which entries go next.
import { MESSAGE_MAX_LENGTH, idempotencyKeySchema, z } from '@affinia/contract';
import { ApiError } from '../../../lib/api-client';

const entrySchema = z.object({
  /** The Idempotency-Key of every attempt of this message. */
  key: idempotencyKeySchema,
  matchId: z.string().min(1).max(64),
  content: z.string().min(1).max(MESSAGE_MAX_LENGTH),
  /** When it was written (ISO), for the order and the "en attente" bubble. */
  queuedAt: z.string(),
  /** The author chose "Envoyer quand même" for it. */
  confirm: z.boolean(),
  /** The screening flagged it: it waits for its author's answer, and holds back what follows it. */
  held: z.boolean(),
});
export type OutboxEntry = z.infer<typeof entrySchema>;

/** Unsent messages one member can have waiting; past it a new one is refused (the draft stays). */
export const OUTBOX_MAX = 50;

/** Where a member's outbox is stored (one list per member: another account on the device never sends it). */
export const OUTBOX_STORAGE_PREFIX = 'chat-outbox:';
export const outboxStorageKey = (userId: string) => `${OUTBOX_STORAGE_PREFIX}${userId}`;

/** The stored list, or nothing for anything unreadable (a hand-edited or older value is dropped, not thrown). */
export function parseOutbox(raw: string | null): OutboxEntry[] {
  if (!raw) return [];
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    return [];
  }
  if (!Array.isArray(data)) return [];
  return data.flatMap((item) => {
    const parsed = entrySchema.safeParse(item);
    return parsed.success ? [parsed.data] : [];
  });
}

export const serialiseOutbox = (entries: readonly OutboxEntry[]): string | null =>
  entries.length === 0 ? null : JSON.stringify(entries);

export const withEntry = (entries: readonly OutboxEntry[], entry: OutboxEntry): OutboxEntry[] =>
  entries.some((e) => e.key === entry.key) ? [...entries] : [...entries, entry];

export const withoutEntry = (entries: readonly OutboxEntry[], key: string): OutboxEntry[] =>
  entries.filter((e) => e.key !== key);

export const updateEntry = (
  entries: readonly OutboxEntry[],
  key: string,
  change: Partial<Pick<OutboxEntry, 'held' | 'confirm'>>,
): OutboxEntry[] => entries.map((e) => (e.key === key ? { ...e, ...change } : e));

/**
 * The entries to try now, in the order written: a conversation's messages go one after the other, and
 * a held one (waiting for "Es-tu sûr(e) ?") holds back the rest of its conversation, so nothing
 * overtakes it; other conversations go on.
 */
export function sendable(entries: readonly OutboxEntry[]): OutboxEntry[] {
  const blocked = new Set<string>();
  const next: OutboxEntry[] = [];
  for (const entry of entries) {
    if (blocked.has(entry.matchId)) continue;
    if (entry.held) blocked.add(entry.matchId);
    else next.push(entry);
  }
  return next;
}

/**
 * What a failed attempt means for the message: `retry` when it may go later as it is (no answer, the
 * server busy or restarting, sending too fast, the session to renew), `held` when the screening asks its
 * author first, `dropped` when it can never be stored (the conversation ended, the text refused).
 */
export type FailedAttempt = 'retry' | 'held' | 'dropped';

export function failedAttempt(error: unknown): FailedAttempt {
  if (!(error instanceof ApiError)) return 'retry';
  if (error.code === 'messageNeedsConfirmation') return 'held';
  const { status } = error;
  if (status === 0 || status === 401 || status === 408 || status === 429 || status >= 500) return 'retry';
  return 'dropped';
}

const RETRY_FIRST_MS = 2_000;
const RETRY_MAX_MS = 60_000;

/** Waits between attempts while the server cannot be reached: doubling, capped at a minute. */
export const retryDelay = (failures: number): number =>
  Math.min(RETRY_FIRST_MS * 2 ** Math.max(0, failures - 1), RETRY_MAX_MS);

/** A random (version 4) UUID: crypto.randomUUID exists only on secure origins, getRandomValues everywhere. */
export function newMessageKey(source: Pick<Crypto, 'getRandomValues'> & { randomUUID?: () => string } = crypto) {
  if (typeof source.randomUUID === 'function') return source.randomUUID();
  const bytes = source.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
