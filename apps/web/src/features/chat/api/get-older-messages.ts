// Older history: the conversation query holds the newest MESSAGES_PAGE_MAX messages; each call asks
// for the page before the oldest one shown (GET …/messages?before=…) and merges it into the same
// cache, so the 3 s refresh and the live stream keep working on the whole list.
import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { MESSAGES_PAGE_MAX, type Message } from '@affinia/contract';
import { api } from '../../../lib/api-client';
import { addMessages, messagesQueryKey } from './get-messages';

export function useOlderMessages(matchId: string, shown: readonly Message[] | undefined) {
  const queryClient = useQueryClient();
  // The first page was full: older messages may exist until a page comes back short.
  const [exhausted, setExhausted] = useState(false);
  const mutation = useMutation({
    mutationFn: (before: string) =>
      api.get<Message[]>(
        `/chat/${encodeURIComponent(matchId)}/messages?before=${encodeURIComponent(before)}&limit=${MESSAGES_PAGE_MAX}`,
      ),
    onSuccess: (older) => {
      addMessages(queryClient, matchId, older);
      if (older.length < MESSAGES_PAGE_MAX) setExhausted(true);
    },
  });
  return {
    hasOlder: !exhausted && (shown?.length ?? 0) >= MESSAGES_PAGE_MAX,
    loading: mutation.isPending,
    loadOlder: () => {
      const oldest = queryClient.getQueryData<Message[]>(messagesQueryKey(matchId))?.[0];
      if (oldest && !mutation.isPending) return mutation.mutateAsync(oldest.created_at);
      return Promise.resolve([]);
    },
  };
}
