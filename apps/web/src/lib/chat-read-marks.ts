// Which messages of each conversation this device has shown (decision 015): the chat screen records
// the time of the newest message it displayed, and the matches screen counts as unread the other
// person's waiting messages newer than that. Kept in local storage, per match.
import type { ConversationSummary } from '@affinia/contract';

const keyOf = (matchId: string) => `chat-seen:${matchId}`;

/** Records that the conversation has been shown up to `createdAt` (ISO); never moves backwards. */
export function markConversationSeen(matchId: string, createdAt: string): void {
  try {
    const previous = localStorage.getItem(keyOf(matchId));
    if (previous && Date.parse(previous) >= Date.parse(createdAt)) return;
    localStorage.setItem(keyOf(matchId), createdAt);
  } catch {
    // Storage full or refused (private mode): the count simply stays until the next answer.
  }
}

function seenUntil(matchId: string): number {
  try {
    const value = localStorage.getItem(keyOf(matchId));
    return value ? Date.parse(value) : Number.NEGATIVE_INFINITY;
  } catch {
    return Number.NEGATIVE_INFINITY;
  }
}

/** The other person's messages this device has not shown yet. */
export function unreadCount(matchId: string, conversation: ConversationSummary): number {
  const seen = seenUntil(matchId);
  return conversation.waiting_message_times.filter((at) => Date.parse(at) > seen).length;
}
