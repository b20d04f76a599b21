// Unmatch or block from the chat: both end the conversation, so on success the matches list is
// refreshed, this conversation forgotten, and I am back on /matches with a toast. A failure shows the
// server's reason when it gave one (nothing after a 401: the session handler has spoken).
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { paths } from '../../../config/paths';
import { chatKeys, matchesKeys } from '../../../lib/query-keys';
import { toast } from '../../../lib/toast';
import { isSessionEnd, toUserMessage } from '../../../lib/user-message';
import { blockUser } from '../api/block-user';
import { unmatch } from '../api/unmatch';

export type Ending = 'unmatch' | 'block';

export function useEndMatch(matchId: string, partnerId: string, partnerName: string) {
  const { t } = useTranslation('chat');
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  return useMutation({
    mutationKey: chatKeys.ending(matchId),
    // A poll already on its way would come back 404 once the match ends: stop it before ending.
    onMutate: () => queryClient.cancelQueries({ queryKey: chatKeys.conversation(matchId) }),
    mutationFn: async (chosen: Ending) => {
      if (chosen === 'unmatch') await unmatch(matchId);
      else await blockUser(partnerId);
    },
    onSuccess: async (_data, chosen) => {
      toast.success(t(`safety.${chosen}.done`, { name: partnerName }));
      // Leave first: while this chat is still mounted, its queries would fetch the ended match again
      // (a 404). Once on /matches, the conversation is forgotten and the list refreshed.
      await navigate(paths.matches(), { replace: true });
      queryClient.removeQueries({ queryKey: chatKeys.conversation(matchId) });
      void queryClient.invalidateQueries({ queryKey: matchesKeys.all });
    },
    onError: (error, chosen) => {
      if (isSessionEnd(error)) return;
      toast.error(toUserMessage(error, t(`safety.${chosen}.error`)));
    },
  });
}
