// Right after a report from the chat (issue 35 item 7, decision 050): the reported person should not
// stay in the conversation by default, so the same flow offers to end it — block (the filled action,
// nearest the thumb, focused first: it protects and can be undone from the settings) or unmatch — or to
// stay. Either ending uses the existing unmatch/block requests and leads back to /matches.
import { useRef, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { useModalDialog } from '../../../components/ui/use-modal-dialog';
import { useEndMatch, type Ending } from '../hooks/use-end-match';

type EndMatchOfferProps = {
  open: boolean;
  matchId: string;
  partnerId: string;
  partnerName: string;
  onClose: () => void;
  returnFocusRef?: RefObject<HTMLElement | null>;
};

export function EndMatchOffer({ open, matchId, partnerId, partnerName, onClose, returnFocusRef }: EndMatchOfferProps) {
  const { t } = useTranslation('chat');
  const mutation = useEndMatch(matchId, partnerId, partnerName);
  const blockRef = useRef<HTMLButtonElement>(null);
  const { titleId, textId, dialogProps } = useModalDialog({
    open,
    busy: mutation.isPending,
    onClose,
    initialFocusRef: blockRef,
    returnFocusRef,
  });
  const end = (chosen: Ending) => {
    if (!mutation.isPending) mutation.mutate(chosen);
  };
  const busy = (chosen: Ending) => mutation.isPending && mutation.variables === chosen;

  return (
    <dialog
      {...dialogProps}
      aria-modal="true"
      className="m-auto w-[calc(100%-2rem)] max-w-md rounded-2xl bg-white p-6 text-ink-900 shadow-xl backdrop:bg-ink-900/50"
    >
      <h2 id={titleId} className="text-lg font-bold">
        {t('safety.afterReport.title', { name: partnerName })}
      </h2>
      <p id={textId} className="mt-3 text-sm leading-6 text-ink-600">
        {t('safety.afterReport.text', { name: partnerName })}
      </p>
      {/* Stacked on phones with the filled action last, nearest the thumb; in a row on wider screens. */}
      <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:justify-end">
        <Button variant="ghost" onClick={onClose} disabled={mutation.isPending}>
          {t('safety.afterReport.stay')}
        </Button>
        <Button
          variant="secondary"
          onClick={() => end('unmatch')}
          disabled={mutation.isPending && !busy('unmatch')}
          loading={busy('unmatch')}
          loadingLabel={t('safety.busy')}
        >
          {t('safety.afterReport.unmatch')}
        </Button>
        <Button
          ref={blockRef}
          onClick={() => end('block')}
          disabled={mutation.isPending && !busy('block')}
          loading={busy('block')}
          loadingLabel={t('safety.busy')}
        >
          {t('safety.afterReport.block', { name: partnerName })}
        </Button>
      </div>
    </dialog>
  );
}
