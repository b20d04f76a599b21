// Which messages of each conversation this device has shown (decision 015): the chat screen records
// the time of the newest message it displayed, and the matches screen counts as unread the other
// person's waiting messages newer than that. Kept in local storage, per match.
import type { ConversationSummary } from '@affinia/contract';
import { readStored, writeStored } from './session';

const keyOf = (matchId: string) => `chat-seen:${matchId}`;

/** Records that the conversation has been shown up to `createdAt` (ISO); never moves backwards. */
export function markConversationSeen(matchId: string, createdAt: string): void {
  const previous = readStored(keyOf(matchId));
  if (previous && Date.parse(previous) >= Date.parse(createdAt)) return;
  // A refused storage (private mode) only means the count stays until the next answer.
  writeStored(keyOf(matchId), createdAt);
}

function seenUntil(matchId: string): number {
  const value = readStored(keyOf(matchId));
  const at = value ? Date.parse(value) : Number.NaN;
  return Number.isNaN(at) ? Number.NEGATIVE_INFINITY : at;
}

/** The other person's messages this device has not shown yet. */
export function unreadCount(matchId: string, conversation: ConversationSummary): number {
  const seen = seenUntil(matchId);
  return conversation.waiting_message_times.filter((at) => Date.parse(at) > seen).length;
}
