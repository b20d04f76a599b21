// Sending from the composer or an AI opener: trimmed, never twice at once (a double tap sends one
// message), "Erreur d'envoi du message" as a toast. Resolves whether it was sent, so the composer
// keeps the draft when it was not.
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast';
import { useSendMessage } from '../api/send-message';
import { statusOf } from './use-conversation';

export function useSendContent(matchId: string) {
  const { t } = useTranslation('chat');
  const send = useSendMessage(matchId);
  const sendingRef = useRef(false);

  const sendContent = async (content: string): Promise<boolean> => {
    const text = content.trim();
    if (!text || sendingRef.current) return false;
    sendingRef.current = true;
    try {
      await send.mutateAsync(text);
      return true;
    } catch (error) {
      if (statusOf(error) !== 401) toast.error(t('sendError'), { id: 'chat-send-error' });
      return false;
    } finally {
      sendingRef.current = false;
    }
  };

  return { sendContent, sending: send.isPending };
}
