// A loaded conversation: the message log (AI openers while it is empty, older pages on demand) and
// the composer, kept clear of toasts on phones.
import { useState } from 'react';
import type { Message } from '@affinia/contract';
import { useTranslation } from 'react-i18next';
import { ReportDialog } from '../../../components/safety/report-dialog';
import { languageOf } from '../../../i18n';
import { getStoredUser } from '../../../lib/session';
import { useToastClearance } from '../../../lib/toast-clearance';
import { useStarters } from '../api/get-starters';
import { MessageComposer } from './message-composer';
import { MessageList } from './message-list';
import { ScreeningDialog } from './screening-dialog';
import { StarterSuggestions } from './starter-suggestions';

type ConversationProps = {
  matchId: string;
  messages: Message[];
  partnerId: string | null;
  partnerName: string;
  older: { available: boolean; loading: boolean; load: () => void };
  sending: boolean;
  onSend: (content: string) => Promise<boolean>;
  /** "Es-tu sûr(e) ?" for a message the screening flagged (useSendContent). */
  screening: { open: boolean; busy: boolean; sendAnyway: () => void; edit: () => void };
};

export function Conversation({
  matchId,
  messages,
  partnerId,
  partnerName,
  older,
  sending,
  onSend,
  screening,
}: ConversationProps) {
  const { t, i18n } = useTranslation('chat');
  const isEmpty = messages.length === 0;
  const starters = useStarters(matchId, languageOf(i18n.language), isEmpty);
  const composerClearance = useToastClearance('bottom');
  const myId = getStoredUser()?.id ?? null;
  // The partner's message being reported from "Ce message te dérange ?".
  const [reporting, setReporting] = useState<Message | null>(null);

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
            <StarterSuggestions
              suggestions={starters.data ?? []}
              disabled={sending}
              onPick={(suggestion) => void onSend(suggestion)}
            />
          ) : (
            <MessageList
              messages={messages}
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
          <MessageComposer sending={sending} onSend={onSend} />
        </div>
      </div>
      <ScreeningDialog
        open={screening.open}
        busy={screening.busy}
        partnerName={partnerName}
        onSendAnyway={screening.sendAnyway}
        onEdit={screening.edit}
      />
      {partnerId ? (
        <ReportDialog
          open={reporting !== null}
          memberId={partnerId}
          memberName={partnerName}
          message={reporting}
          defaultReason="harassment"
          onClose={() => setReporting(null)}
        />
      ) : null}
    </>
  );
}
