// Which messages of each conversation this device has shown (decision 015): the chat screen records
// the time of the newest message it displayed. The server's unread flag (decision 049) is the truth on
// every device; this mark only clears it at once here, before the matches list is asked again.
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

/** Whether the conversation has news for the reader: unread for the server, and not shown here since. */
export function isUnread(matchId: string, conversation: ConversationSummary): boolean {
  return (
    conversation.unread &&
    conversation.last_message_at !== null &&
    Date.parse(conversation.last_message_at) > seenUntil(matchId)
  );
}
