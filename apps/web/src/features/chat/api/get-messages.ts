// GET /api/chat/{matchId}/messages (bearer): the conversation, oldest first; 404 when I am not a member
// (or the match ended). Refreshed every CHAT_REFRESH_MS as the fallback of the live stream; every
// answer is merged with what is already shown, so a message the stream delivered never flickers away.
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { CHAT_REFRESH_MS, MESSAGES_PAGE_MAX, type Message } from '@affinia/contract';
import { ApiError, api } from '../../../lib/api-client';
import { chatKeys } from '../../../lib/query-keys';

export const messagesQueryKey = (matchId: string) => [...chatKeys.conversation(matchId), 'messages'] as const;

/** Union by id, in conversation order (time, then id so that equal instants stay stable). */
export function mergeMessages(current: readonly Message[], incoming: readonly Message[]): Message[] {
  const byId = new Map<string, Message>();
  for (const message of current) byId.set(message.id, message);
  for (const message of incoming) byId.set(message.id, message);
  return [...byId.values()].sort((a, b) =>
    a.created_at === b.created_at ? a.id.localeCompare(b.id) : a.created_at < b.created_at ? -1 : 1,
  );
}

/** Adds messages (from the stream or a send) to the cached conversation, ignoring ones already there. */
export function addMessages(queryClient: QueryClient, matchId: string, incoming: readonly Message[]): void {
  queryClient.setQueryData<Message[]>(messagesQueryKey(matchId), (current) =>
    current ? mergeMessages(current, incoming) : undefined,
  );
}

export const messagesQueryOptions = (queryClient: QueryClient, matchId: string, enabled = true) =>
  queryOptions({
    queryKey: messagesQueryKey(matchId),
    enabled,
    queryFn: async ({ signal }) => {
      const fetched = await api.get<Message[]>(
        `/chat/${encodeURIComponent(matchId)}/messages?limit=${MESSAGES_PAGE_MAX}`,
        { signal },
      );
      return mergeMessages(queryClient.getQueryData<Message[]>(messagesQueryKey(matchId)) ?? [], fetched);
    },
    refetchInterval: CHAT_REFRESH_MS,
    refetchIntervalInBackground: false,
    // A 404 means the conversation is not (or no longer) mine: asking again will not change that.
    retry: (failures, error) => !(error instanceof ApiError && [401, 404].includes(error.status)) && failures < 1,
  });

export function useMessages(queryClient: QueryClient, matchId: string, enabled = true) {
  return useQuery(messagesQueryOptions(queryClient, matchId, enabled));
}
