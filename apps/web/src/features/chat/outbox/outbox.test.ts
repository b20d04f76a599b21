// The chat's outbox without a browser (decision 050): what is kept across reloads and for whom, the
// order messages leave in, what a failure means, and that a message whose answer was lost is sent again
// under the same key (so the server stores it once) — never as a second message.
import { describe, expect, it, vi } from 'vitest';
import type { Message } from '@affinia/contract';
import { ApiError } from '../../../lib/api-client';
import { createOutboxSender, type OutboxDeps } from './outbox-sender';
import {
  OUTBOX_MAX,
  failedAttempt,
  newMessageKey,
  outboxStorageKey,
  parseOutbox,
  retryDelay,
  sendable,
  type OutboxEntry,
} from './outbox';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

const entry = (n: number, patch: Partial<OutboxEntry> = {}): OutboxEntry => ({
  key: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  matchId: 'match-a',
  content: `message ${n}`,
  queuedAt: new Date(Date.UTC(2026, 10, 28, 9, 0, n)).toISOString(),
  confirm: false,
  held: false,
  ...patch,
});

describe('the stored outbox', () => {
  it('reads back what was written and drops anything unreadable instead of throwing', () => {
    const kept = [entry(1), entry(2, { held: true })];
    expect(parseOutbox(JSON.stringify(kept))).toEqual(kept);
    expect(parseOutbox(null)).toEqual([]);
    expect(parseOutbox('{not json')).toEqual([]);
    expect(parseOutbox('{"key":"x"}')).toEqual([]);
    const mixed = [entry(1), { ...entry(2), key: 'not-a-uuid' }, { ...entry(3), content: '' }, 'text'];
    expect(parseOutbox(JSON.stringify(mixed))).toEqual([entry(1)]);
  });

  it('is one list per member', () => {
    expect(outboxStorageKey('u1')).not.toBe(outboxStorageKey('u2'));
  });
});

describe('what goes next', () => {
  it('keeps each conversation in order, and a held message holds back the rest of its conversation only', () => {
    const other = (n: number) => entry(n, { matchId: 'match-b' });
    const entries = [entry(1, { held: true }), other(2), entry(3), other(4)];
    expect(sendable(entries).map((e) => e.content)).toEqual(['message 2', 'message 4']);
    expect(sendable([entry(1), entry(2)]).map((e) => e.content)).toEqual(['message 1', 'message 2']);
  });

  it('retries what found no server, asks the author about a flagged one, and drops what can never go', () => {
    expect(failedAttempt(new ApiError(0, null))).toBe('retry');
    expect(failedAttempt(new TypeError('Failed to fetch'))).toBe('retry');
    for (const status of [401, 408, 429, 500, 502, 503])
      expect(failedAttempt(new ApiError(status, null))).toBe('retry');
    expect(failedAttempt(new ApiError(422, 'x', 'messageNeedsConfirmation'))).toBe('held');
    expect(failedAttempt(new ApiError(404, 'x', 'matchNotFound'))).toBe('dropped');
    expect(failedAttempt(new ApiError(400, 'x', 'messageTooLong'))).toBe('dropped');
    expect(failedAttempt(new ApiError(422, 'x', 'idempotencyKeyReused'))).toBe('dropped');
  });

  it('waits longer after each failure, up to a minute', () => {
    expect([1, 2, 3, 4].map(retryDelay)).toEqual([2000, 4000, 8000, 16000]);
    expect(retryDelay(30)).toBe(60_000);
  });

  it('makes version 4 UUID keys, with or without crypto.randomUUID', () => {
    expect(newMessageKey()).toMatch(UUID);
    const keys = new Set(
      Array.from({ length: 50 }, () => newMessageKey({ getRandomValues: (a) => crypto.getRandomValues(a) })),
    );
    expect(keys.size).toBe(50);
    for (const key of keys) expect(key).toMatch(UUID);
  });
});

/** A member's outbox on a fake device: storage, a server that can be cut off, and a manual clock. */
function device() {
  const store = new Map<string, string>();
  let online = true;
  const timers: Array<{ run: () => void; ms: number }> = [];
  const server: Message[] = [];
  const byKey = new Map<string, Message>();
  const flagged = new Set<string>();
  /** Answers lost on the way back: the server stores the message, the client sees no answer. */
  let loseAnswers = 0;
  const send = vi.fn(async (e: OutboxEntry): Promise<Message> => {
    if (!online) throw new ApiError(0, null);
    if (e.content === 'gone') throw new ApiError(404, 'Conversation introuvable', 'matchNotFound');
    if (flagged.has(e.content) && !e.confirm) throw new ApiError(422, 'Es-tu sûr(e) ?', 'messageNeedsConfirmation');
    // The server's idempotency: a key already stored answers the same message.
    let message = byKey.get(e.key);
    if (!message) {
      message = { id: `m${server.length + 1}`, sender_id: 'u1', content: e.content, created_at: e.queuedAt };
      server.push(message);
      byKey.set(e.key, message);
    }
    if (loseAnswers > 0) {
      loseAnswers -= 1;
      throw new ApiError(0, null);
    }
    return message;
  });
  let keys = 0;
  const deps: OutboxDeps = {
    member: () => 'u1',
    storage: {
      read: (key) => store.get(key) ?? null,
      write: (key, value) => {
        if (value === null) store.delete(key);
        else store.set(key, value);
        return true;
      },
    },
    send,
    isOnline: () => online,
    schedule: (run, ms) => {
      const timer = { run, ms };
      timers.push(timer);
      return () => void timers.splice(timers.indexOf(timer), 1);
    },
    newKey: () => `00000000-0000-4000-8000-${String(++keys).padStart(12, '0')}`,
  };
  return {
    store,
    server,
    send,
    timers,
    flagged,
    deps,
    /** A new tab (or a reload) on the same device. */
    open: () => createOutboxSender(deps),
    setOnline(value: boolean) {
      online = value;
    },
    loseNextAnswer() {
      loseAnswers += 1;
    },
  };
}

describe('sending from the outbox', () => {
  it('sends at once when online, leaving nothing behind', async () => {
    const d = device();
    const outbox = d.open();
    expect(await outbox.submit('match-a', 'Bonjour')).toEqual({ kind: 'sent', message: d.server[0] });
    expect(outbox.getState().entries).toEqual([]);
    expect(d.store.size).toBe(0);
  });

  it('tells its listeners of each failed attempt it will retry, with the error (the chat toasts a 5xx)', async () => {
    const d = device();
    const outbox = d.open();
    const retried: unknown[] = [];
    outbox.onRetry((_entry, error) => retried.push(error));
    d.loseNextAnswer();
    expect(await outbox.submit('match-a', 'Bonjour')).toEqual({ kind: 'queued' });
    expect(retried).toHaveLength(1);
    expect(retried[0]).toBeInstanceOf(ApiError);
    expect(d.timers).toHaveLength(1);
  });

  it('keeps what was written offline across a reload, and sends it exactly once when back online', async () => {
    const d = device();
    d.setOnline(false);
    const tab = d.open();
    expect(await tab.submit('match-a', 'Écrit dans le métro')).toEqual({ kind: 'queued' });
    expect(await tab.submit('match-a', 'Et un deuxième')).toEqual({ kind: 'queued' });
    expect(d.timers).toEqual([]); // offline: no timer, the "online" event is the signal
    expect(tab.getState().entries.map((e) => e.content)).toEqual(['Écrit dans le métro', 'Et un deuxième']);
    expect(tab.getState().fresh.size).toBe(0);

    const reloaded = d.open();
    expect(reloaded.getState().entries).toHaveLength(2);
    d.setOnline(true);
    const sent: string[] = [];
    reloaded.onSettled((e, settled) => settled.kind === 'sent' && sent.push(e.content));
    // The "online" event and a navigation land together: one pass sends, the other finds nothing left.
    await Promise.all([reloaded.flush(), reloaded.flush(), tab.flush()]);
    expect(d.server.map((m) => m.content)).toEqual(['Écrit dans le métro', 'Et un deuxième']);
    expect(sent.sort()).toEqual(['Et un deuxième', 'Écrit dans le métro'].sort());
    expect(reloaded.getState().entries).toEqual([]);
    expect(d.store.size).toBe(0);
  });

  it('sends a message whose answer was lost again under the same key: stored once', async () => {
    const d = device();
    const tab = d.open();
    d.loseNextAnswer();
    expect(await tab.submit('match-a', 'Réseau capricieux')).toEqual({ kind: 'queued' });
    expect(d.server).toHaveLength(1);
    expect(d.timers.map((t) => t.ms)).toEqual([2000]);
    d.timers.shift()!.run();
    await tab.flush();
    expect(d.send).toHaveBeenCalledTimes(2);
    expect(d.send.mock.calls[0]![0].key).toBe(d.send.mock.calls[1]![0].key);
    expect(d.server).toHaveLength(1);
    expect(tab.getState().entries).toEqual([]);
  });

  it('holds a flagged message for its author, with what follows it in that conversation', async () => {
    const d = device();
    d.flagged.add('Espèce de connard');
    d.setOnline(false);
    const tab = d.open();
    await tab.submit('match-a', 'Espèce de connard');
    await tab.submit('match-a', 'Tu réponds ?');
    await tab.submit('match-b', 'Salut toi');
    d.setOnline(true);
    await tab.flush();
    // The other conversation went; this one waits for "Es-tu sûr(e) ?".
    expect(d.server.map((m) => m.content)).toEqual(['Salut toi']);
    const [held, after] = tab.getState().entries;
    expect(held).toMatchObject({ content: 'Espèce de connard', held: true });
    expect(after).toMatchObject({ content: 'Tu réponds ?', held: false });

    // "Envoyer quand même": sent confirmed, under its key, then the next one.
    expect(await tab.confirm(held!.key)).toMatchObject({ kind: 'sent' });
    expect(d.send.mock.calls.at(-2)![0]).toMatchObject({ key: held!.key, confirm: true });
    await tab.flush();
    expect(d.server.map((m) => m.content)).toEqual(['Salut toi', 'Espèce de connard', 'Tu réponds ?']);
  });

  it('gives a withdrawn message back and lets the rest of its conversation go', async () => {
    const d = device();
    d.flagged.add('Idiot');
    const tab = d.open();
    expect(await tab.submit('match-a', 'Idiot')).toEqual({ kind: 'held' });
    d.setOnline(false);
    await tab.submit('match-a', 'Pardon');
    d.setOnline(true);
    tab.withdraw(tab.getState().entries[0]!.key);
    await tab.flush();
    expect(d.server.map((m) => m.content)).toEqual(['Pardon']);
    expect(tab.getState().entries).toEqual([]);
  });

  it('drops a message that can never be stored, saying why, and refuses a full outbox', async () => {
    const d = device();
    const tab = d.open();
    const settled = await tab.submit('match-a', 'gone');
    expect(settled).toMatchObject({ kind: 'dropped', error: expect.objectContaining({ status: 404 }) });
    expect(tab.getState().entries).toEqual([]);

    d.setOnline(false);
    for (let i = 0; i < OUTBOX_MAX; i++) await tab.submit('match-a', `hors ligne ${i}`);
    expect(await tab.submit('match-a', 'un de trop')).toEqual({ kind: 'dropped', error: null });
    expect(tab.getState().entries).toHaveLength(OUTBOX_MAX);
  });

  it('keeps nothing for nobody, and never sends one member’s messages for another', async () => {
    const d = device();
    d.setOnline(false);
    await d.open().submit('match-a', 'De la part de u1');
    let member: string | null = null;
    const signedOut = createOutboxSender({ ...d.deps, member: () => member });
    expect(signedOut.getState().entries).toEqual([]);
    expect(await signedOut.submit('match-a', 'x')).toEqual({ kind: 'dropped', error: null });
    member = 'u2';
    d.setOnline(true);
    signedOut.refresh();
    await signedOut.flush();
    expect(d.server).toEqual([]);
    expect(parseOutbox(d.store.get(outboxStorageKey('u1')) ?? null)).toHaveLength(1);
  });
});
