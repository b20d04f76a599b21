// POST /api/chat/{matchId}/messages (bearer, multipart `content`, `confirm=true` for a message the
// screening flagged and its author chose to send anyway) → 201 with the stored message, which is
// added to the conversation at once. A flagged message without `confirm` is refused with 422
// `messageNeedsConfirmation` ("Es-tu sûr(e) ?").
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Message } from '@affinia/contract';
import { api } from '../../../lib/api-client';
import { addMessages } from './get-messages';

export type Outgoing = { content: string; confirm?: boolean };

export function sendMessage(matchId: string, { content, confirm }: Outgoing): Promise<Message> {
  const form = new FormData();
  form.set('content', content);
  if (confirm) form.set('confirm', 'true');
  return api.post<Message>(`/chat/${encodeURIComponent(matchId)}/messages`, { form });
}

export function useSendMessage(matchId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (outgoing: Outgoing) => sendMessage(matchId, outgoing),
    onSuccess: (message) => addMessages(queryClient, matchId, [message]),
  });
}
