// The verification itself, in a modal dialog (useModalDialog: page behind inert, Tab stays inside,
// Escape closes except while sending, focus back to the button that opened it):
// 1. consent, before any camera access: what is processed, why, what is kept and for how long;
// 2. the camera opened, then the challenge asked for (its 60 seconds start once the camera is live),
//    and the live sequence filmed while the prompts ask for each movement (decision 038);
// 3. the decision — verified, or in an admin's hands — or what went wrong and a fresh start.
import { useEffect, useRef, useState, type FormEvent, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { VERIFICATION_CHALLENGE_SECONDS, type VerificationChallenge } from '@affinia/contract';
import { Button } from '../../../components/ui/button';
import { CheckboxField } from '../../../components/ui/checkbox-field';
import { CheckCircleIcon } from '../../../components/ui/icons';
import { useModalDialog } from '../../../components/ui/use-modal-dialog';
import { toUserMessage } from '../../../lib/user-message';
import { sendFrames, useVerificationChanged } from '../api/verification';
import { announcedSeconds, challengeDeadline, secondsUntil, startChallenge } from '../verification-flow';
import { SequenceCapture } from './sequence-capture';

type Phase =
  | { kind: 'consent' }
  | { kind: 'camera'; challenge: VerificationChallenge | null; deadline: number | null }
  | { kind: 'sending' }
  | { kind: 'done' }
  | { kind: 'review' }
  | { kind: 'failed'; message: string };

function useSecondsLeft(deadline: number | null): number | null {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (deadline === null) return;
    const timer = setInterval(() => setNow(Date.now()), 250);
    return () => clearInterval(timer);
  }, [deadline]);
  return deadline === null ? null : secondsUntil(deadline, now);
}

type VerificationDialogProps = { onClose: () => void; returnFocusRef: RefObject<HTMLElement | null> };

export function VerificationDialog({ onClose, returnFocusRef }: VerificationDialogProps) {
  const { t } = useTranslation('verification');
  const changed = useVerificationChanged();
  const [phase, setPhase] = useState<Phase>({ kind: 'consent' });
  const [consented, setConsented] = useState(false);
  const [consentError, setConsentError] = useState(false);
  const closeRef = useRef<HTMLButtonElement>(null);
  const busy = phase.kind === 'sending';
  const { titleId, textId, dialogProps } = useModalDialog({
    open: true,
    busy,
    onClose,
    initialFocusRef: closeRef,
    returnFocusRef,
  });
  const deadline = phase.kind === 'camera' ? phase.deadline : null;
  const secondsLeft = useSecondsLeft(deadline);

  // Past the 60 seconds the challenge is void: the member starts again with new movements.
  const shown: Phase =
    phase.kind === 'camera' && secondsLeft === 0 ? { kind: 'failed', message: t('result.timeUp') } : phase;
  const filming = shown.kind === 'camera' ? shown : null;
  const consenting = shown.kind === 'consent';

  const start = () => {
    if (consented) setPhase({ kind: 'camera', challenge: null, deadline: null });
  };

  // The camera is live: now the challenge (and its countdown).
  const cameraLive = async () => {
    try {
      const challenge = await startChallenge(consented);
      if (!challenge) return;
      setPhase({ kind: 'camera', challenge, deadline: challengeDeadline(challenge, Date.now()) });
    } catch (error) {
      setPhase({ kind: 'failed', message: toUserMessage(error) });
    }
  };

  const submitConsent = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!consented) {
      setConsentError(true);
      return;
    }
    start();
  };

  const send = async (challenge: VerificationChallenge, frames: Blob[]) => {
    setPhase({ kind: 'sending' });
    try {
      const status = await sendFrames(challenge.challenge_id, frames);
      changed(status);
      setPhase({ kind: status.verified ? 'done' : 'review' });
    } catch (error) {
      setPhase({ kind: 'failed', message: toUserMessage(error) });
    }
  };

  return (
    <dialog
      {...dialogProps}
      // Described by the consent's opening words while they are on screen, not by every later step.
      aria-describedby={consenting ? textId : undefined}
      aria-modal="true"
      className="mx-auto mt-auto mb-0 max-h-dvh w-full max-w-lg overflow-y-auto rounded-t-3xl bg-white p-6 shadow-2xl backdrop:bg-ink-900/60 sm:m-auto sm:rounded-3xl sm:p-8"
    >
      <div className="flex items-start justify-between gap-4">
        <h2 id={titleId} className="text-xl font-bold text-ink-900">
          {t('dialog.title')}
        </h2>
        <Button ref={closeRef} variant="ghost" onClick={onClose} disabled={busy}>
          {t('dialog.close')}
        </Button>
      </div>

      <div className="mt-4">
        {consenting ? (
          <form noValidate onSubmit={submitConsent} className="space-y-3 text-sm text-ink-800">
            <p id={textId}>{t('consent.intro', { seconds: VERIFICATION_CHALLENGE_SECONDS })}</p>
            <p>{t('consent.biometric')}</p>
            <ul className="list-disc space-y-1 pl-5">
              <li>{t('consent.frames')}</li>
              <li>{t('consent.descriptor')}</li>
              <li>{t('consent.withdraw')}</li>
            </ul>
            <CheckboxField
              className="pt-2"
              label={t('consent.checkbox')}
              checked={consented}
              onChange={(event) => {
                setConsented(event.target.checked);
                setConsentError(false);
              }}
              error={consentError ? t('consent.required') : null}
            />
            <Button type="submit">{t('consent.continue')}</Button>
          </form>
        ) : null}

        {filming ? (
          <div>
            {secondsLeft !== null ? <Countdown secondsLeft={secondsLeft} /> : null}
            <SequenceCapture
              moves={filming.challenge?.moves ?? null}
              onLive={() => void cameraLive()}
              onFilmed={(frames) => filming.challenge && void send(filming.challenge, frames)}
              disabled={secondsLeft === 0}
            />
          </div>
        ) : null}

        {shown.kind === 'sending' ? (
          <p role="status" className="text-ink-800">
            {t('sequence.sending')}
          </p>
        ) : null}

        {shown.kind === 'done' ? (
          <div role="status" className="flex flex-col items-center gap-3 text-center">
            <CheckCircleIcon className="size-12 text-success-600" />
            <p className="text-lg font-bold text-ink-900">{t('result.success')}</p>
            <p className="text-sm text-ink-600">{t('result.successText')}</p>
          </div>
        ) : null}

        {shown.kind === 'review' ? (
          <div role="status" className="space-y-2 text-center">
            <p className="text-lg font-bold text-ink-900">{t('result.review')}</p>
            <p className="text-sm text-ink-600">{t('result.reviewText')}</p>
          </div>
        ) : null}

        {shown.kind === 'failed' ? (
          <div role="alert" className="space-y-3">
            <p className="font-bold text-ink-900">{t('result.failedTitle')}</p>
            <p className="text-sm text-danger-600">{shown.message}</p>
            <Button onClick={start}>{t('result.retry')}</Button>
          </div>
        ) : null}
      </div>
    </dialog>
  );
}

/** The challenge's seconds left: shown every second, announced only at a few thresholds. */
function Countdown({ secondsLeft }: { secondsLeft: number }) {
  const { t } = useTranslation('verification');
  const announced = announcedSeconds(secondsLeft);
  return (
    <p className="text-right text-sm font-semibold text-ink-800">
      <span aria-hidden="true">{t('sequence.timeLeft', { seconds: secondsLeft })}</span>
      <span className="sr-only" aria-live="polite">
        {announced !== null ? t('sequence.timeLeftAnnounce', { seconds: announced }) : ''}
      </span>
    </p>
  );
}
