// Sending from the composer: trimmed, never twice at once (a double tap sends one message), through the
// outbox (decision 050). Resolves whether the composer may empty: yes once the message is stored, kept
// "en attente" for when the connection returns, or held for "Es-tu sûr(e) ?"; no when it can never be
// sent ("Erreur d'envoi du message"; the draft stays). A held message — flagged now, or flagged when it
// left the outbox while the member was elsewhere — opens the dialog in its conversation: "Envoyer quand
// même" sends it with confirm=true under the same key, "Modifier le message" puts its text back in the
// composer. The draft lives here, so an AI opener or a withdrawn message can fill it.
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast';
import { ApiError } from '../../../lib/api-client';
import { isSessionEnd } from '../../../lib/user-message';
import { outbox, useOutboxState } from './use-outbox';

export function useSendContent(matchId: string) {
  const { t } = useTranslation('chat');
  const { entries, fresh } = useOutboxState();
  const sendingRef = useRef(false);
  const [sending, setSending] = useState(false);
  const [draft, setDraft] = useState('');
  /** The held message whose "Envoyer quand même" is on its way. */
  const [confirming, setConfirming] = useState<string | null>(null);

  const waiting = entries.filter((entry) => entry.matchId === matchId);
  const held = waiting.find((entry) => entry.held);

  // A message of this conversation that can never be stored, whether sent now or from the outbox.
  useEffect(
    () =>
      outbox.onSettled((entry, settled) => {
        if (entry.matchId === matchId && settled.kind === 'dropped' && !isSessionEnd(settled.error))
          toast.error(t('sendError'), { id: 'chat-send-error' });
      }),
    [matchId, t],
  );
  // The server was reached and failed (5xx): the spec's "Erreur d'envoi du message" says so, while the
  // message waits "en attente" for the next attempt. Offline, the "en attente" mark alone says it.
  useEffect(
    () =>
      outbox.onRetry((entry, error) => {
        if (entry.matchId === matchId && error instanceof ApiError && error.status >= 500)
          toast.error(t('sendError'), { id: 'chat-send-error' });
      }),
    [matchId, t],
  );

  const sendContent = async (content: string): Promise<boolean> => {
    const text = content.trim();
    if (!text || sendingRef.current) return false;
    sendingRef.current = true;
    setSending(true);
    try {
      const settled = await outbox.submit(matchId, text);
      if (settled.kind !== 'dropped') return true;
      if (!isSessionEnd(settled.error)) toast.error(t('sendError'), { id: 'chat-send-error' });
      return false;
    } finally {
      sendingRef.current = false;
      setSending(false);
    }
  };

  return {
    sendContent,
    sending,
    draft,
    setDraft,
    /** Written, not stored yet ("en attente"), oldest first; not the one on its first attempt. */
    pending: waiting.filter((entry) => !fresh.has(entry.key)),
    screening: {
      open: held !== undefined || confirming !== null,
      busy: confirming !== null,
      sendAnyway: () => {
        if (!held || confirming) return;
        setConfirming(held.key);
        void outbox.confirm(held.key).finally(() => setConfirming(null));
      },
      edit: () => {
        if (!held || confirming) return;
        outbox.withdraw(held.key);
        // Given back untouched; anything typed since stays after it.
        setDraft((current) => (current.trim() ? `${held.content}\n${current}` : held.content));
      },
    },
  };
}
