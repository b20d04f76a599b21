// Fan-out of live chat events to the members' open connections. In-process by default; with
// REDIS_URL each member has a Redis channel, which a process listens to only while that member has a
// live stream open on it: a message reaches the processes where someone reads it, and no other (one
// channel for all made every process receive and parse every message of the whole service).
import { EventEmitter } from 'node:events';
import type { ChatEvent } from '@affinia/contract';

export type ChatListener = (event: ChatEvent) => void;

export interface ChatBus {
  publish(userIds: string[], event: ChatEvent): Promise<void>;
  /**
   * Listens to `userId`'s events until the answer is called; resolves once events published from then on
   * will be delivered (so a stream can say it is connected only when it is).
   */
  subscribe(userId: string, listener: ChatListener): Promise<() => void>;
  close(): Promise<void>;
}

/** Delivers to this process's own subscribers. */
function localDelivery() {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  return {
    deliver(userIds: string[], event: ChatEvent) {
      for (const id of userIds) emitter.emit(id, event);
    },
    subscribe(userId: string, listener: ChatListener) {
      emitter.on(userId, listener);
      return () => void emitter.off(userId, listener);
    },
  };
}

export function createMemoryChatBus(): ChatBus {
  const local = localDelivery();
  return {
    async publish(userIds, event) {
      local.deliver(userIds, event);
    },
    subscribe: async (userId, listener) => local.subscribe(userId, listener),
    async close() {},
  };
}

const CHANNEL_PREFIX = 'affinia:chat:';
export const chatChannelOf = (userId: string) => CHANNEL_PREFIX + userId;

export async function createRedisChatBus(redisUrl: string, onError: (err: unknown) => void): Promise<ChatBus> {
  const { Redis } = await import('ioredis');
  const local = localDelivery();
  // Auto-pipelining: the publishes of one turn of the event loop (many sends at once) go out in one
  // write, in order (issue 36: 8–12 % more messages and swipes per second with the rate limiter's).
  const pub = new Redis(redisUrl, { maxRetriesPerRequest: 2, lazyConnect: true, enableAutoPipelining: true });
  // Resubscribes to its channels by itself after a reconnection (ioredis' autoResubscribe).
  const sub = new Redis(redisUrl, { lazyConnect: true });
  pub.on('error', onError);
  sub.on('error', onError);
  await Promise.all([pub.connect(), sub.connect()]);
  sub.on('message', (channel: string, raw: string) => {
    try {
      local.deliver([channel.slice(CHANNEL_PREFIX.length)], JSON.parse(raw) as ChatEvent);
    } catch (err) {
      onError(err);
    }
  });
  /**
   * Live streams per member on this process, and the member's channel subscription they share: the
   * first stream subscribes, the last one to close unsubscribes. Redis runs one connection's commands in
   * order, so an unsubscribe and a new subscribe of the same channel cannot cross.
   */
  const streams = new Map<string, number>();
  let pending: Promise<unknown> = Promise.resolve();
  return {
    async publish(userIds, event) {
      const raw = JSON.stringify(event);
      await Promise.all(userIds.map((id) => pub.publish(chatChannelOf(id), raw)));
    },
    async subscribe(userId, listener) {
      const unlisten = local.subscribe(userId, listener);
      const open = streams.get(userId) ?? 0;
      streams.set(userId, open + 1);
      // Every stream waits for the channel's SUBSCRIBE, its own or the one a first stream sent.
      pending = open === 0 ? sub.subscribe(chatChannelOf(userId)) : pending;
      try {
        await pending;
      } catch (err) {
        onError(err);
      }
      let closed = false;
      return () => {
        if (closed) return;
        closed = true;
        unlisten();
        const left = (streams.get(userId) ?? 1) - 1;
        if (left > 0) return void streams.set(userId, left);
        streams.delete(userId);
        sub.unsubscribe(chatChannelOf(userId)).catch(onError);
      };
    },
    async close() {
      await Promise.allSettled([sub.quit(), pub.quit()]);
    },
  };
}
