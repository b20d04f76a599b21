// A loaded conversation: the message log (AI openers while it is empty, older pages on demand, then
// what still waits in the outbox, "en attente") and the composer, kept clear of toasts on phones. A
// tapped opener fills the composer, to be edited or sent as it is. A report from a message offers, in
// the same flow, to end the match.
import { useRef, useState, type Dispatch, type SetStateAction } from 'react';
import { flushSync } from 'react-dom';
import type { Message } from '@affinia/contract';
import { useTranslation } from 'react-i18next';
import { ReportDialog } from '../../../components/safety/report-dialog';
import { languageOf } from '../../../i18n';
import { getStoredUser } from '../../../lib/session';
import { useToastClearance } from '../../../lib/toast-clearance';
import { useStarters } from '../api/get-starters';
import type { OutboxEntry } from '../outbox/outbox';
import { EndMatchOffer } from './end-match-offer';
import { MessageComposer } from './message-composer';
import { MessageList } from './message-list';
import { ScreeningDialog } from './screening-dialog';
import { StarterSuggestions } from './starter-suggestions';

type ConversationProps = {
  matchId: string;
  messages: Message[];
  /** Written here, not stored yet (the outbox), oldest first. */
  pending: readonly OutboxEntry[];
  partnerId: string | null;
  partnerName: string;
  older: { available: boolean; loading: boolean; load: () => void };
  sending: boolean;
  onSend: (content: string) => Promise<boolean>;
  draft: string;
  onDraftChange: Dispatch<SetStateAction<string>>;
  /** "Es-tu sûr(e) ?" for a message the screening flagged (useSendContent). */
  screening: { open: boolean; busy: boolean; sendAnyway: () => void; edit: () => void };
};

export function Conversation({
  matchId,
  messages,
  pending,
  partnerId,
  partnerName,
  older,
  sending,
  onSend,
  draft,
  onDraftChange,
  screening,
}: ConversationProps) {
  const { t, i18n } = useTranslation('chat');
  const isEmpty = messages.length === 0 && pending.length === 0;
  const starters = useStarters(matchId, languageOf(i18n.language), isEmpty);
  const composerClearance = useToastClearance('bottom');
  const myId = getStoredUser()?.id ?? null;
  const fieldRef = useRef<HTMLTextAreaElement>(null);
  // The partner's message being reported from "Ce message te dérange ?", then the offer to end the match.
  const [reporting, setReporting] = useState<Message | null>(null);
  const [offering, setOffering] = useState(false);

  /** An opener goes into the composer, focused with the caret at its end, for the member to send. */
  const fillComposer = (text: string) => {
    flushSync(() => onDraftChange(text));
    const field = fieldRef.current;
    field?.focus();
    field?.setSelectionRange(text.length, text.length);
  };

  return (
    <>
      <div
        role="log"
        aria-live="polite"
        aria-label={t('conversation', { name: partnerName })}
        tabIndex={0}
        className="flex-1 overflow-y-auto px-3 py-4 [overflow-anchor:none] sm:px-5"
      >
        <div className="mx-auto max-w-3xl">
          {isEmpty ? (
            <StarterSuggestions suggestions={starters.data ?? []} disabled={sending} onPick={fillComposer} />
          ) : (
            <MessageList
              messages={messages}
              pending={pending}
              myId={myId}
              partnerName={partnerName}
              older={older}
              onReport={partnerId ? setReporting : undefined}
            />
          )}
        </div>
      </div>
      <div
        ref={composerClearance}
        data-testid="chat-composer"
        className="border-t border-ink-200 bg-white px-3 py-3 sm:px-5"
      >
        <div className="mx-auto max-w-3xl">
          {pending.length > 0 ? (
            <p role="status" className="mb-2 text-sm text-ink-600">
              {t('outbox.notice', { count: pending.length })}
            </p>
          ) : null}
          <MessageComposer
            sending={sending}
            onSend={onSend}
            text={draft}
            onTextChange={onDraftChange}
            fieldRef={fieldRef}
          />
        </div>
      </div>
      <ScreeningDialog
        open={screening.open}
        busy={screening.busy}
        partnerName={partnerName}
        onSendAnyway={screening.sendAnyway}
        onEdit={screening.edit}
        returnFocusRef={fieldRef}
      />
      {partnerId ? (
        <>
          <ReportDialog
            open={reporting !== null}
            memberId={partnerId}
            memberName={partnerName}
            message={reporting}
            defaultReason="harassment"
            onClose={() => setReporting(null)}
            onReported={() => setOffering(true)}
          />
          <EndMatchOffer
            open={offering}
            matchId={matchId}
            partnerId={partnerId}
            partnerName={partnerName}
            onClose={() => setOffering(false)}
            returnFocusRef={fieldRef}
          />
        </>
      ) : null}
    </>
  );
}
