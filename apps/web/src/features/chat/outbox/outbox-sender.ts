// Sends what the outbox holds (decision 050): one pass at a time per tab, in the order written, each
// message with its own idempotency key. A message the server stored leaves the outbox; one that found
// no server stays and is tried again when the browser says the connection is back, or after a growing
// wait; one the screening flags waits for its author ("Es-tu sûr(e) ?") and holds back the rest of its
// conversation; one that can never be stored leaves with its error. Several tabs of one member read the
// same stored list: two of them sending one message at once still store it once (the key).
// Everything outside (storage, the request, the clock, the network state) comes in as `deps`, so the
// behaviour is tested without a browser.
import type { Message } from '@affinia/contract';
import {
  OUTBOX_MAX,
  failedAttempt,
  newMessageKey,
  outboxStorageKey,
  parseOutbox,
  retryDelay,
  sendable,
  serialiseOutbox,
  updateEntry,
  withEntry,
  withoutEntry,
  type OutboxEntry,
} from './outbox';

/** What became of a message: stored, still waiting for the network, waiting for its author, or refused. */
export type Settled =
  | { kind: 'sent'; message: Message | null }
  | { kind: 'queued' }
  | { kind: 'held' }
  | { kind: 'dropped'; error: unknown };

export type OutboxState = {
  /** The member's unsent messages, oldest first. */
  entries: readonly OutboxEntry[];
  /** Messages this tab has just written, on their first attempt (the composer still shows them). */
  fresh: ReadonlySet<string>;
};

export type OutboxDeps = {
  /** The signed-in member's id; null when signed out (then nothing is read, kept or sent). */
  member: () => string | null;
  storage: { read: (key: string) => string | null; write: (key: string, value: string | null) => boolean };
  send: (entry: OutboxEntry) => Promise<Message>;
  isOnline: () => boolean;
  /** Runs `run` after `ms`; answers a cancel. */
  schedule: (run: () => void, ms: number) => () => void;
  newKey?: () => string;
  now?: () => Date;
};

export function createOutboxSender(deps: OutboxDeps) {
  const newKey = deps.newKey ?? (() => newMessageKey());
  const now = deps.now ?? (() => new Date());
  const listeners = new Set<() => void>();
  const settledListeners = new Set<(entry: OutboxEntry, settled: Settled) => void>();
  const retryListeners = new Set<(entry: OutboxEntry, error: unknown) => void>();
  const waiters = new Map<string, Array<(settled: Settled) => void>>();
  const fresh = new Set<string>();
  /** Where storage refused to write (private modes, a full quota): the list lives in memory this visit. */
  const memory = new Map<string, OutboxEntry[]>();
  let running: Promise<void> | null = null;
  let again = false;
  let failures = 0;
  let cancelRetry: (() => void) | null = null;
  let state: OutboxState = { entries: [], fresh: new Set() };

  const storageKey = () => {
    const id = deps.member();
    return id ? outboxStorageKey(id) : null;
  };
  const read = (): OutboxEntry[] => {
    const key = storageKey();
    if (!key) return [];
    return memory.get(key) ?? parseOutbox(deps.storage.read(key));
  };
  const refresh = () => {
    state = { entries: read(), fresh: new Set(fresh) };
    for (const listener of listeners) listener();
  };
  /** Applied to the stored list as it is now (another tab may have changed it), then saved. */
  const change = (update: (entries: OutboxEntry[]) => OutboxEntry[]) => {
    const key = storageKey();
    if (!key) return;
    const next = update(read());
    if (memory.has(key) || !deps.storage.write(key, serialiseOutbox(next))) memory.set(key, next);
    refresh();
  };

  const settle = (entry: OutboxEntry, settled: Settled) => {
    for (const listener of settledListeners) listener(entry, settled);
    const waiting = waiters.get(entry.key);
    waiters.delete(entry.key);
    for (const resolve of waiting ?? []) resolve(settled);
  };

  /** Waiters whose message the pass did not reach: still queued, held, or sent by another tab. */
  const settleTheRest = () => {
    const entries = read();
    for (const [key, waiting] of [...waiters]) {
      const entry = entries.find((e) => e.key === key);
      const settled: Settled = !entry
        ? { kind: 'sent', message: null }
        : entry.held
          ? { kind: 'held' }
          : { kind: 'queued' };
      waiters.delete(key);
      for (const resolve of waiting) resolve(settled);
    }
  };

  const scheduleRetry = () => {
    failures += 1;
    cancelRetry?.();
    cancelRetry = null;
    // Offline, the browser's "online" event is the signal; a timer would only fail again.
    if (!deps.isOnline()) return;
    cancelRetry = deps.schedule(() => {
      cancelRetry = null;
      void flush();
    }, retryDelay(failures));
  };

  /** One pass over what can go; true when it stopped because the server could not be reached. */
  async function pass(): Promise<boolean> {
    const blocked = new Set<string>();
    for (const candidate of sendable(read())) {
      if (blocked.has(candidate.matchId)) continue;
      // Sent or changed by another tab (or withdrawn) meanwhile: its current state decides.
      const entry = read().find((e) => e.key === candidate.key);
      if (!entry || entry.held) continue;
      try {
        const message = await deps.send(entry);
        failures = 0;
        change((entries) => withoutEntry(entries, entry.key));
        settle(entry, { kind: 'sent', message });
      } catch (error) {
        const failed = failedAttempt(error);
        if (failed === 'retry') {
          for (const listener of retryListeners) listener(entry, error);
          scheduleRetry();
          return true;
        }
        if (failed === 'held') {
          blocked.add(entry.matchId);
          change((entries) => updateEntry(entries, entry.key, { held: true }));
          settle(entry, { kind: 'held' });
        } else {
          change((entries) => withoutEntry(entries, entry.key));
          settle(entry, { kind: 'dropped', error });
        }
      }
    }
    return false;
  }

  /** Sends what can go now; a call during a pass makes that pass look again once done. */
  function flush(): Promise<void> {
    if (running) {
      again = true;
      return running;
    }
    cancelRetry?.();
    cancelRetry = null;
    running = (async () => {
      try {
        let unreachable = false;
        do {
          again = false;
          unreachable = await pass();
        } while (again && !unreachable);
      } finally {
        running = null;
        settleTheRest();
      }
    })();
    return running;
  }

  const waitFor = (key: string) =>
    new Promise<Settled>((resolve) => waiters.set(key, [...(waiters.get(key) ?? []), resolve]));

  refresh();

  return {
    getState: () => state,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    /** Every message's outcome, wherever it was sent from (the cache adds what was stored). */
    /** An attempt that failed and will be tried again (offline, server error, rate limit). */
    onRetry(listener: (entry: OutboxEntry, error: unknown) => void) {
      retryListeners.add(listener);
      return () => void retryListeners.delete(listener);
    },
    onSettled(listener: (entry: OutboxEntry, settled: Settled) => void) {
      settledListeners.add(listener);
      return () => void settledListeners.delete(listener);
    },
    /** Reads the stored list again (another tab changed it, or another member signed in). */
    refresh,
    flush,

    /** Writes a message into the outbox and sends it (after what its conversation already waits with). */
    async submit(matchId: string, content: string): Promise<Settled> {
      if (!storageKey()) return { kind: 'dropped', error: null };
      if (read().length >= OUTBOX_MAX) return { kind: 'dropped', error: null };
      const entry: OutboxEntry = {
        key: newKey(),
        matchId,
        content,
        queuedAt: now().toISOString(),
        confirm: false,
        held: false,
      };
      fresh.add(entry.key);
      const settled = waitFor(entry.key);
      change((entries) => withEntry(entries, entry));
      void flush();
      try {
        return await settled;
      } finally {
        fresh.delete(entry.key);
        refresh();
      }
    },

    /** "Envoyer quand même" for a held message: sent with confirm=true, under the same key. */
    confirm(key: string): Promise<Settled> {
      const settled = waitFor(key);
      change((entries) => updateEntry(entries, key, { held: false, confirm: true }));
      void flush();
      return settled;
    },

    /** "Modifier le message": the held message leaves the outbox (its text goes back to the composer). */
    withdraw(key: string): void {
      change((entries) => withoutEntry(entries, key));
      void flush();
    },
  };
}
export type OutboxSender = ReturnType<typeof createOutboxSender>;
