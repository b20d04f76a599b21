// The member's hidden words (issue 18): read by the chat (to collapse messages and openers) and edited
// on the dashboard, so one cache key serves both.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { HiddenWords } from '@affinia/contract';
import { api } from './api-client';

const hiddenWordsKey = ['chat', 'hidden-words'] as const;

export function useHiddenWords() {
  return useQuery({
    queryKey: hiddenWordsKey,
    queryFn: ({ signal }) => api.get<HiddenWords>('/chat/hidden-words', { signal }),
    staleTime: 60_000,
  });
}

export function useUpdateHiddenWords() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { errorToast: 'dashboard:hiddenWords.error' },
    mutationFn: (words: string[]) => api.put<HiddenWords>('/chat/hidden-words', { json: { words } }),
    onSuccess: (saved) => queryClient.setQueryData(hiddenWordsKey, saved),
  });
}
