// POST /api/chat/{matchId}/messages (bearer, multipart `content`) → 201 with the stored message, which
// is added to the conversation at once.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Message } from '@affinia/contract';
import { api } from '../../../lib/api-client';
import { addMessages } from './get-messages';

export function sendMessage(matchId: string, content: string): Promise<Message> {
  const form = new FormData();
  form.set('content', content);
  return api.post<Message>(`/chat/${encodeURIComponent(matchId)}/messages`, { form });
}

export function useSendMessage(matchId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (content: string) => sendMessage(matchId, content),
    onSuccess: (message) => addMessages(queryClient, matchId, [message]),
  });
}
