// The decode slots on their own: the ceiling holds, waiting uploads go in arrival order, a full queue
// or a long wait gives a 503 with Retry-After, and a failing decode frees its slot.
import { describe, expect, it } from 'vitest';
import { MSG } from '@affinia/contract';
import { HttpError } from '../../http/errors.js';
import { createDecodeSlots } from './decode-slots.js';

const gate = () => {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { opened, open };
};

describe('decode slots', () => {
  it('never runs more than `concurrency` tasks, and starts waiting ones in arrival order', async () => {
    const slots = createDecodeSlots({ concurrency: 2, maxQueue: 10, maxWaitMs: 5000, retryAfterSeconds: 5 });
    const gates = Array.from({ length: 6 }, gate);
    const started: number[] = [];
    const runs = gates.map((g, i) =>
      slots.run(async () => {
        started.push(i);
        await g.opened;
        return i;
      }),
    );
    await Promise.resolve();
    expect(started).toEqual([0, 1]);
    expect(slots.stats()).toEqual({ active: 2, waiting: 4, peak: 2 });
    gates[1]!.open();
    await runs[1];
    await Promise.resolve();
    expect(started).toEqual([0, 1, 2]);
    for (const g of gates) g.open();
    expect(await Promise.all(runs)).toEqual([0, 1, 2, 3, 4, 5]);
    expect(started).toEqual([0, 1, 2, 3, 4, 5]);
    expect(slots.stats()).toEqual({ active: 0, waiting: 0, peak: 2 });
  });

  it('refuses at once when the queue is full, and after maxWaitMs otherwise, with Retry-After', async () => {
    const slots = createDecodeSlots({ concurrency: 1, maxQueue: 1, maxWaitMs: 30, retryAfterSeconds: 9 });
    const held = gate();
    const running = slots.run(() => held.opened);
    const waiting = slots.run(async () => 'never');
    const overflow = slots.run(async () => 'never');
    for (const refused of [overflow, waiting]) {
      const err = await refused.catch((e: unknown) => e);
      expect(err).toBeInstanceOf(HttpError);
      expect(err).toMatchObject({ statusCode: 503, detail: MSG.photoProcessingBusy, headers: { 'retry-after': '9' } });
    }
    expect(slots.stats()).toEqual({ active: 1, waiting: 0, peak: 1 });
    held.open();
    await running;
    expect(await slots.run(async () => 'free again')).toBe('free again');
  });

  it('frees the slot of a task that fails', async () => {
    const slots = createDecodeSlots({ concurrency: 1, maxQueue: 0, maxWaitMs: 10, retryAfterSeconds: 5 });
    await expect(slots.run(() => Promise.reject(new Error('corrupt image')))).rejects.toThrow('corrupt image');
    expect(slots.stats().active).toBe(0);
    expect(await slots.run(async () => 1)).toBe(1);
  });
});
