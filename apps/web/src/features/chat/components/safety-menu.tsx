// The chat header's safety menu: unmatch, block, report, each confirmed in a dialog. Unmatch and block
// end the conversation, so they lead back to /matches with a toast; a report, once sent, offers to end
// the match in the same flow (EndMatchOffer), and keeps the chat open only if the member chooses to.
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ReportDialog } from '../../../components/safety/report-dialog';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { useEndMatch, type Ending } from '../hooks/use-end-match';
import { EndMatchOffer } from './end-match-offer';

/** Unmatch and block end the conversation; a report is the shared ReportDialog's own request, then the offer. */
type Action = Ending | 'report' | 'offer';

type SafetyMenuProps = { matchId: string; partnerId: string; partnerName: string };

export function SafetyMenu({ matchId, partnerId, partnerName }: SafetyMenuProps) {
  const { t } = useTranslation('chat');
  const [menuOpen, setMenuOpen] = useState(false);
  const [action, setAction] = useState<Action | null>(null);
  const menuId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const wrapperRef = useRef<HTMLDivElement>(null);

  // Close the menu on a click elsewhere.
  useEffect(() => {
    if (!menuOpen) return;
    const onPointer = (event: PointerEvent) => {
      if (!wrapperRef.current?.contains(event.target as Node)) setMenuOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [menuOpen]);

  const mutation = useEndMatch(matchId, partnerId, partnerName);

  const open = (chosen: Action) => {
    setMenuOpen(false);
    // The menu item is about to be hidden: the dialog returns focus to the menu button instead.
    toggleRef.current?.focus();
    setAction(chosen);
  };

  const confirm = () => {
    if (!action || action === 'report' || action === 'offer' || mutation.isPending) return;
    mutation.mutate(action);
  };

  const close = () => {
    if (!mutation.isPending) setAction(null);
  };

  const itemClass =
    'block w-full rounded-lg px-3 py-2.5 text-left text-sm font-medium text-ink-900 hover:bg-ink-100 focus-visible:bg-ink-100';

  return (
    <div
      ref={wrapperRef}
      className="relative"
      onKeyDown={(event) => {
        if (event.key === 'Escape' && menuOpen) {
          event.stopPropagation();
          setMenuOpen(false);
          toggleRef.current?.focus();
        }
      }}
    >
      <button
        ref={toggleRef}
        type="button"
        aria-expanded={menuOpen}
        aria-controls={menuId}
        onClick={() => setMenuOpen((value) => !value)}
        className="inline-flex min-h-11 min-w-11 items-center justify-center rounded-xl text-ink-800 hover:bg-ink-100"
      >
        <svg viewBox="0 0 20 20" className="size-5" fill="currentColor" aria-hidden="true">
          <circle cx="10" cy="4" r="1.8" />
          <circle cx="10" cy="10" r="1.8" />
          <circle cx="10" cy="16" r="1.8" />
        </svg>
        <span className="sr-only">{t('safety.menu', { name: partnerName })}</span>
      </button>
      <div
        id={menuId}
        hidden={!menuOpen}
        className="absolute top-full right-0 z-20 mt-2 w-56 rounded-xl bg-white p-1.5 shadow-lg ring-1 ring-ink-200"
      >
        <ul>
          <li>
            <button type="button" className={itemClass} onClick={() => open('unmatch')}>
              {t('safety.unmatch.action')}
            </button>
          </li>
          <li>
            <button type="button" className={itemClass} onClick={() => open('block')}>
              {t('safety.block.action')}
            </button>
          </li>
          <li>
            <button type="button" className={`${itemClass} text-danger-600!`} onClick={() => open('report')}>
              {t('safety.report.action')}
            </button>
          </li>
        </ul>
      </div>

      <ConfirmDialog
        open={action === 'unmatch'}
        title={t('safety.unmatch.title', { name: partnerName })}
        description={t('safety.unmatch.text', { name: partnerName })}
        confirmLabel={t('safety.unmatch.confirm')}
        cancelLabel={t('safety.cancel')}
        busyLabel={t('safety.busy')}
        busy={mutation.isPending && action === 'unmatch'}
        onConfirm={confirm}
        onClose={close}
        returnFocusRef={toggleRef}
      />
      <ConfirmDialog
        open={action === 'block'}
        title={t('safety.block.title', { name: partnerName })}
        description={t('safety.block.text', { name: partnerName })}
        confirmLabel={t('safety.block.confirm')}
        cancelLabel={t('safety.cancel')}
        busyLabel={t('safety.busy')}
        busy={mutation.isPending && action === 'block'}
        onConfirm={confirm}
        onClose={close}
        returnFocusRef={toggleRef}
      />
      <ReportDialog
        open={action === 'report'}
        memberId={partnerId}
        memberName={partnerName}
        onClose={() => setAction(null)}
        onReported={() => setAction('offer')}
        returnFocusRef={toggleRef}
      />
      <EndMatchOffer
        open={action === 'offer'}
        matchId={matchId}
        partnerId={partnerId}
        partnerName={partnerName}
        onClose={() => setAction(null)}
        returnFocusRef={toggleRef}
      />
    </div>
  );
}
