// The arena behind models and revealed taste: records per slot in shared chunks, zeroed when created,
// their space reused once released, across chunk boundaries and growth.
import { describe, expect, it } from 'vitest';
import { RecordArena } from './record-arena.js';

const read = (arena: RecordArena, slot: number) => {
  const data = arena.data(slot);
  const o = arena.offset(slot);
  return data ? [...data.subarray(o, o + arena.width)] : undefined;
};

describe('RecordArena', () => {
  it('keeps each slot its own zeroed record, across several chunks and past its first capacity', () => {
    const arena = new RecordArena(3, 4);
    for (let slot = 0; slot < 9000; slot += 1) {
      const data = arena.ensure(slot);
      const o = arena.offset(slot);
      expect([...data.subarray(o, o + 3)]).toEqual([0, 0, 0]);
      data.set([slot, slot + 0.5, -slot], o);
    }
    expect(arena.size).toBe(9000);
    for (const slot of [0, 1, 4095, 4096, 8191, 8192, 8999])
      expect(read(arena, slot)).toEqual([slot, slot + 0.5, -slot]);
    expect(arena.has(9000)).toBe(false);
    expect(read(arena, 9000)).toBeUndefined();
  });

  it('reuses a released record, zeroed, without touching the others', () => {
    const arena = new RecordArena(2, 8);
    for (let slot = 0; slot < 8; slot++) arena.ensure(slot).set([slot, slot], arena.offset(slot));
    arena.release(3);
    arena.release(3);
    expect(arena.has(3)).toBe(false);
    expect(arena.size).toBe(7);
    const data = arena.ensure(6000);
    expect([...data.subarray(arena.offset(6000), arena.offset(6000) + 2)]).toEqual([0, 0]);
    expect(arena.size).toBe(8);
    for (const slot of [0, 1, 2, 4, 5, 6, 7]) expect(read(arena, slot)).toEqual([slot, slot]);
  });
});
