// The chat bus: in memory, and through Redis between processes, where a process listens to a member's
// channel only while that member has a stream open on it.
// Storage: also on PostgreSQL — the bus through Redis, as several server processes share it.
import { randomUUID } from 'node:crypto';
import type { ChatEvent } from '@affinia/contract';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { chatChannelOf, createMemoryChatBus, createRedisChatBus, type ChatBus } from './bus.js';

const redisUrl = process.env.TEST_REDIS_URL;
const opened: ChatBus[] = [];
afterAll(async () => {
  for (const bus of opened) await bus.close();
});

const event = (content: string): ChatEvent => ({
  type: 'message',
  match_id: randomUUID(),
  message: { id: randomUUID(), sender_id: randomUUID(), content, created_at: new Date().toISOString() },
});

/** Events a listener received, and a promise of the next one. */
function inbox() {
  const got: ChatEvent[] = [];
  let wake: (() => void) | undefined;
  return {
    got,
    listener: (e: ChatEvent) => {
      got.push(e);
      wake?.();
    },
    next: (count: number) =>
      new Promise<void>((resolve) => {
        if (got.length >= count) return resolve();
        wake = () => got.length >= count && resolve();
      }),
  };
}

describe('in memory', () => {
  it('delivers to the members named, until they stop listening', async () => {
    const bus = createMemoryChatBus();
    const [a, b] = [inbox(), inbox()];
    const stopA = await bus.subscribe('a', a.listener);
    await bus.subscribe('b', b.listener);
    await bus.publish(['a'], event('pour a'));
    stopA();
    await bus.publish(['a', 'b'], event('pour les deux'));
    expect(a.got.map((e) => e.type === 'message' && e.message.content)).toEqual(['pour a']);
    expect(b.got.map((e) => e.type === 'message' && e.message.content)).toEqual(['pour les deux']);
  });
});

describe.runIf(redisUrl)('through Redis', () => {
  const open = async () => {
    const bus = await createRedisChatBus(redisUrl!, (err) => {
      throw err;
    });
    opened.push(bus);
    return bus;
  };
  const listeners = async (userId: string) => {
    const admin = new Redis(redisUrl!);
    try {
      const [, count] = (await admin.pubsub('NUMSUB', chatChannelOf(userId))) as [string, number];
      return count;
    } finally {
      admin.disconnect();
    }
  };

  it('a message sent the moment a stream is connected reaches it on another process', async () => {
    const [sender, reader] = [await open(), await open()];
    const member = randomUUID();
    const box = inbox();
    await reader.subscribe(member, box.listener);
    await sender.publish([member], event('tout de suite'));
    await box.next(1);
    expect(box.got[0]).toMatchObject({ message: { content: 'tout de suite' } });
  });

  it('a process listens to a member only while one of their streams is open on it', async () => {
    const [sender, reader] = [await open(), await open()];
    const [member, absent] = [randomUUID(), randomUUID()];
    const [first, second] = [inbox(), inbox()];
    const stopFirst = await reader.subscribe(member, first.listener);
    const stopSecond = await reader.subscribe(member, second.listener);
    expect(await listeners(member)).toBe(1);
    expect(await listeners(absent)).toBe(0);

    stopFirst();
    stopFirst();
    await sender.publish([member, absent], event('encore là'));
    await second.next(1);
    expect(first.got).toHaveLength(0);
    expect(await listeners(member)).toBe(1);

    stopSecond();
    // The reader's commands run in order: once a later subscribe is answered, the unsubscribe was done.
    await reader.subscribe(randomUUID(), () => {});
    expect(await listeners(member)).toBe(0);
    // A stream opened again after the last one closed is delivered to again.
    const third = inbox();
    const stopThird = await reader.subscribe(member, third.listener);
    await sender.publish([member], event('de retour'));
    await third.next(1);
    expect(third.got[0]).toMatchObject({ message: { content: 'de retour' } });
    expect(second.got).toHaveLength(1);
    stopThird();
  });
});
