// POST /api/chat/{matchId}/messages (bearer, multipart `content`, `confirm=true` for a message the
// screening flagged and its author chose to send anyway, and the message's `Idempotency-Key` header)
// → 201 with the stored message. Every attempt of one message carries the same key, so a retry whose
// first answer was lost gets that message back instead of storing a second (decision 050). A flagged
// message without `confirm` is refused with 422 `messageNeedsConfirmation` ("Es-tu sûr(e) ?").
// Messages are sent through the outbox (outbox/), which retries them until stored.
import { IDEMPOTENCY_KEY_HEADER, type Message } from '@affinia/contract';
import { api } from '../../../lib/api-client';

export type Outgoing = { content: string; confirm?: boolean; key: string };

export function sendMessage(matchId: string, { content, confirm, key }: Outgoing): Promise<Message> {
  const form = new FormData();
  form.set('content', content);
  if (confirm) form.set('confirm', 'true');
  return api.post<Message>(`/chat/${encodeURIComponent(matchId)}/messages`, {
    form,
    headers: { [IDEMPOTENCY_KEY_HEADER]: key },
  });
}
