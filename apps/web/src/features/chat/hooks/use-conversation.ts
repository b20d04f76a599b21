// Everything the chat screen knows about one conversation: the partner, the messages (polled, and
// live from the event stream), older pages, and what became of the match. Side effects live here so
// the page only lays out: what is shown is marked read, a conversation that ends while open (unmatch,
// block) sends me back to /matches, and a failure to load the conversation is toasted once (a failed
// refresh of one already shown is not).
import { useCallback, useEffect } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useMutationState, useQueryClient } from '@tanstack/react-query';
import type { ChatEvent } from '@affinia/contract';
import { paths } from '../../../config/paths';
import { languageOf } from '../../../i18n';
import { statusOf } from '../../../lib/api-client';
import { markConversationSeen } from '../../../lib/chat-read-marks';
import { chatKeys, matchesKeys } from '../../../lib/query-keys';
import { toast } from '../../../lib/toast';
import { isSessionEnd } from '../../../lib/user-message';
import { useChatEvents } from '../api/chat-events';
import { useChatPartner } from '../api/get-chat-partner';
import { addMessages, useMessages } from '../api/get-messages';
import { useOlderMessages } from '../api/get-older-messages';
import { chatLoadFailed } from '../load-failure';

export function useConversation(matchId: string) {
  const { t, i18n } = useTranslation('chat');
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  // Once I end this match (unmatch, block), nothing of it is fetched again: the answer would be a 404.
  // Ended stays true after the request: this page may still be mounted while the router leaves it.
  const ending = useMutationState({
    filters: { mutationKey: chatKeys.ending(matchId) },
    select: (mutation) => mutation.state.status,
  }).some((status) => status === 'pending' || status === 'success');
  const partner = useChatPartner(matchId, languageOf(i18n.language), !ending);
  const messages = useMessages(queryClient, matchId, !ending);
  const older = useOlderMessages(matchId, messages.data);

  const onEvent = useCallback(
    (event: ChatEvent) => {
      if (event.type === 'message' && event.match_id === matchId) addMessages(queryClient, matchId, [event.message]);
    },
    [queryClient, matchId],
  );
  useChatEvents(onEvent);

  // What is on screen is read: the matches list stops counting it as unread on this device.
  const newestShown = messages.data?.[messages.data.length - 1]?.created_at;
  useEffect(() => {
    if (newestShown) markConversationSeen(matchId, newestShown);
  }, [matchId, newestShown]);

  const messagesStatus = statusOf(messages.error);
  const hadConversation = messages.data !== undefined;
  const notFound = (partner.isSuccess && partner.data === null) || (messagesStatus === 404 && !hadConversation);

  const ended = messagesStatus === 404 && hadConversation;
  useEffect(() => {
    if (!ended) return;
    queryClient.removeQueries({ queryKey: chatKeys.conversation(matchId) });
    void queryClient.invalidateQueries({ queryKey: matchesKeys.all });
    toast.info(t('ended'), { id: 'chat-ended' });
    void navigate(paths.matches(), { replace: true });
  }, [ended, matchId, navigate, queryClient, t]);

  const loadFailed = chatLoadFailed(
    { isError: messages.isError, hasData: hadConversation, status: messagesStatus },
    {
      isError: partner.isError,
      hasData: partner.data !== undefined,
      status: isSessionEnd(partner.error) ? 401 : statusOf(partner.error),
    },
  );
  useEffect(() => {
    if (loadFailed) toast.error(t('loadError'), { id: 'chat-load-error' });
  }, [loadFailed, t]);

  const partnerUser = notFound ? null : (partner.data?.user ?? null);
  const { loadOlder, hasOlder, loading: loadingOlder } = older;

  return {
    state: notFound
      ? ('not-found' as const)
      : messages.isPending || partner.isPending
        ? ('loading' as const)
        : messages.data
          ? ('ready' as const)
          : ('failed' as const),
    messages: messages.data ?? [],
    partnerUser,
    partnerName: partnerUser?.name ?? t('partner'),
    title: partnerUser ? t('pageTitle', { name: partnerUser.name }) : t('title'),
    retry: () => {
      void messages.refetch();
      void partner.refetch();
    },
    older: {
      available: hasOlder,
      loading: loadingOlder,
      load: () =>
        void loadOlder().catch((error: unknown) => {
          if (!isSessionEnd(error)) toast.error(t('older.error'), { id: 'chat-older-error' });
        }),
    },
  };
}
