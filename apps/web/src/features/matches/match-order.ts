// The order of the matches list: matches nobody has written to yet first (newest first, as the
// server sends them), then conversations by latest activity — the newest message, or the match's
// own place in the server's list when no message exists.
import type { MatchItem } from '@affinia/contract';

/** A match the reader has not written to yet: shown as "Nouveau" and listed first. */
export const isNewMatch = (item: MatchItem) => !item.conversation.written;

export function orderMatches(items: readonly MatchItem[]): MatchItem[] {
  const position = new Map(items.map((item, index) => [item.match.id, index]));
  const activity = (item: MatchItem) =>
    item.conversation.last_message_at ? Date.parse(item.conversation.last_message_at) : Number.NEGATIVE_INFINITY;
  return [...items].sort((a, b) => {
    const newness = Number(isNewMatch(b)) - Number(isNewMatch(a));
    if (newness !== 0) return newness;
    if (!isNewMatch(a)) {
      const recent = activity(b) - activity(a);
      if (recent !== 0 && !Number.isNaN(recent)) return recent;
    }
    return (position.get(a.match.id) ?? 0) - (position.get(b.match.id) ?? 0);
  });
}
