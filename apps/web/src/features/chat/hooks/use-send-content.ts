// Sending from the composer or an AI opener: trimmed, never twice at once (a double tap sends one
// message), "Erreur d'envoi du message" as a toast. Resolves whether it was sent, so the composer
// keeps the draft when it was not. A message the server's screening flags ("Es-tu sûr(e) ?", 422
// messageNeedsConfirmation) waits for its author: "Envoyer quand même" sends it with confirm=true,
// "Modifier le message" gives the draft back untouched.
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { isSessionEnd } from '../../../lib/user-message';
import { useSendMessage } from '../api/send-message';

type Asking = { content: string; settle: (sent: boolean) => void };

export function useSendContent(matchId: string) {
  const { t } = useTranslation('chat');
  const send = useSendMessage(matchId);
  const sendingRef = useRef(false);
  const [asking, setAsking] = useState<Asking | null>(null);

  const failed = (error: unknown) => {
    if (!isSessionEnd(error)) toast.error(t('sendError'), { id: 'chat-send-error' });
  };

  const sendContent = async (content: string): Promise<boolean> => {
    const text = content.trim();
    if (!text || sendingRef.current) return false;
    sendingRef.current = true;
    try {
      await send.mutateAsync({ content: text });
      return true;
    } catch (error) {
      if (error instanceof ApiError && error.code === 'messageNeedsConfirmation')
        // Held until the author answers; nothing else is sent meanwhile.
        return await new Promise<boolean>((settle) => setAsking({ content: text, settle }));
      failed(error);
      return false;
    } finally {
      sendingRef.current = false;
    }
  };

  const answer = (sent: boolean) => {
    asking?.settle(sent);
    setAsking(null);
  };

  return {
    sendContent,
    sending: send.isPending,
    screening: {
      open: asking !== null,
      busy: send.isPending,
      sendAnyway: () => {
        if (!asking || send.isPending) return;
        send.mutate(
          { content: asking.content, confirm: true },
          {
            onSuccess: () => answer(true),
            onError: (error) => {
              failed(error);
              answer(false);
            },
          },
        );
      },
      edit: () => answer(false),
    },
  };
}
