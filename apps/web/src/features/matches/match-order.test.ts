import { describe, expect, it } from 'vitest';
import { EMPTY_CONVERSATION, type MatchItem } from '@affinia/contract';
import { orderMatches } from './match-order';

const item = (id: string, conversation: Partial<MatchItem['conversation']> = {}): MatchItem =>
  ({
    match: { id, affinity_score: 80, match_reason: '' },
    user: { id: `u-${id}` },
    conversation: { ...EMPTY_CONVERSATION, ...conversation },
  }) as MatchItem;

describe('orderMatches', () => {
  it('puts matches not yet written to first, in the server order, then conversations by latest message', () => {
    const ordered = orderMatches([
      item('talked-long-ago', { written: true, last_message_at: '2026-01-01T10:00:00.000Z' }),
      item('new-1'),
      item('talked-recently', { written: true, last_message_at: '2026-03-01T10:00:00.000Z' }),
      item('new-with-their-message', { written: false, last_message_at: '2026-02-01T10:00:00.000Z' }),
      item('written-no-date', { written: true }),
    ]);
    expect(ordered.map((m) => m.match.id)).toEqual([
      'new-1',
      'new-with-their-message',
      'talked-recently',
      'talked-long-ago',
      'written-no-date',
    ]);
  });
});
