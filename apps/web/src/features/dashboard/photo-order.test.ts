import { describe, expect, it } from 'vitest';
import { movePhoto, targetForKey } from './photo-order';

describe('movePhoto', () => {
  it('moves a photo earlier or later, the others keeping their order', () => {
    expect(movePhoto(['a', 'b', 'c', 'd'], 3, 0)).toEqual(['d', 'a', 'b', 'c']);
    expect(movePhoto(['a', 'b', 'c', 'd'], 0, 2)).toEqual(['b', 'c', 'a', 'd']);
    expect(movePhoto(['a', 'b', 'c', 'd'], 1, 2)).toEqual(['a', 'c', 'b', 'd']);
  });

  it('clamps the target and leaves the list alone when nothing moves', () => {
    expect(movePhoto(['a', 'b', 'c'], 1, 9)).toEqual(['a', 'c', 'b']);
    expect(movePhoto(['a', 'b', 'c'], 1, -3)).toEqual(['b', 'a', 'c']);
    expect(movePhoto(['a', 'b', 'c'], 2, 2)).toEqual(['a', 'b', 'c']);
    expect(movePhoto(['a', 'b', 'c'], 5, 0)).toEqual(['a', 'b', 'c']);
  });
});

describe('targetForKey', () => {
  it('moves one place with the arrows, to the ends with Home and End, never past them', () => {
    expect(targetForKey('ArrowLeft', 2, 4)).toBe(1);
    expect(targetForKey('ArrowUp', 0, 4)).toBe(0);
    expect(targetForKey('ArrowRight', 2, 4)).toBe(3);
    expect(targetForKey('ArrowDown', 3, 4)).toBe(3);
    expect(targetForKey('Home', 2, 4)).toBe(0);
    expect(targetForKey('End', 0, 4)).toBe(3);
  });

  it('ignores other keys (Tab, Enter and letters keep their meaning)', () => {
    for (const key of ['Tab', 'Enter', ' ', 'a']) expect(targetForKey(key, 1, 4)).toBeNull();
  });
});
