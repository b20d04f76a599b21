// The verification itself, in a modal dialog (useModalDialog: page behind inert, Tab stays inside,
// Escape closes except while sending, focus back to the button that opened it):
// 1. consent, before any camera access: what is processed, why, what is kept and for how long;
// 2. each pose in order, one selfie from the camera, against the challenge's 60 seconds;
// 3. the decision, or what went wrong and a fresh start with new poses.
import { useEffect, useRef, useState, type FormEvent, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { VERIFICATION_CHALLENGE_SECONDS, type VerificationChallenge } from '@affinia/contract';
import { Button } from '../../../components/ui/button';
import { CheckboxField } from '../../../components/ui/checkbox-field';
import { CheckCircleIcon } from '../../../components/ui/icons';
import { useModalDialog } from '../../../components/ui/use-modal-dialog';
import { toUserMessage } from '../../../lib/user-message';
import { sendSelfies, useVerificationChanged } from '../api/verification';
import { announcedSeconds, challengeDeadline, secondsUntil, startChallenge } from '../verification-flow';
import { CameraCapture } from './camera-capture';
import { PoseIcon } from './pose-icon';

type Phase =
  | { kind: 'consent' }
  | { kind: 'starting' }
  | { kind: 'pose'; challenge: VerificationChallenge; deadline: number; selfies: Blob[] }
  | { kind: 'sending' }
  | { kind: 'done' }
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
  const busy = phase.kind === 'sending' || phase.kind === 'starting';
  const { titleId, textId, dialogProps } = useModalDialog({
    open: true,
    busy,
    onClose,
    initialFocusRef: closeRef,
    returnFocusRef,
  });
  const deadline = phase.kind === 'pose' ? phase.deadline : null;
  const secondsLeft = useSecondsLeft(deadline);

  // Past the 60 seconds the poses are void: the member starts again with new ones.
  const shown: Phase =
    phase.kind === 'pose' && secondsLeft === 0 ? { kind: 'failed', message: t('result.timeUp') } : phase;
  const posing = shown.kind === 'pose' ? shown : null;
  const consenting = shown.kind === 'consent' || shown.kind === 'starting';

  const start = async () => {
    if (!consented) return;
    setPhase({ kind: 'starting' });
    try {
      const challenge = await startChallenge(consented);
      if (!challenge) return;
      const deadline = challengeDeadline(challenge, Date.now());
      setPhase({ kind: 'pose', challenge, deadline, selfies: [] });
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
    void start();
  };

  const send = async (challenge: VerificationChallenge, selfies: Blob[]) => {
    setPhase({ kind: 'sending' });
    try {
      changed(await sendSelfies(challenge.challenge_id, selfies));
      setPhase({ kind: 'done' });
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
              <li>{t('consent.selfies')}</li>
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
            <Button type="submit" loading={shown.kind === 'starting'} loadingLabel={t('consent.starting')}>
              {t('consent.continue')}
            </Button>
          </form>
        ) : null}

        {posing ? (
          <PoseStep
            key={posing.selfies.length}
            phase={posing}
            secondsLeft={secondsLeft ?? 0}
            onCapture={(selfie) => setPhase({ ...posing, selfies: [...posing.selfies, selfie] })}
            onSend={() => void send(posing.challenge, posing.selfies)}
          />
        ) : null}

        {shown.kind === 'sending' ? (
          <p role="status" className="text-ink-800">
            {t('pose.sending')}
          </p>
        ) : null}

        {shown.kind === 'done' ? (
          <div role="status" className="flex flex-col items-center gap-3 text-center">
            <CheckCircleIcon className="size-12 text-success-600" />
            <p className="text-lg font-bold text-ink-900">{t('result.success')}</p>
            <p className="text-sm text-ink-600">{t('result.successText')}</p>
          </div>
        ) : null}

        {shown.kind === 'failed' ? (
          <div role="alert" className="space-y-3">
            <p className="font-bold text-ink-900">{t('result.failedTitle')}</p>
            <p className="text-sm text-danger-600">{shown.message}</p>
            <Button onClick={() => void start()}>{t('result.retry')}</Button>
          </div>
        ) : null}
      </div>
    </dialog>
  );
}

type PoseStepProps = {
  phase: Extract<Phase, { kind: 'pose' }>;
  secondsLeft: number;
  onCapture: (selfie: Blob) => void;
  onSend: () => void;
};

function PoseStep({ phase, secondsLeft, onCapture, onSend }: PoseStepProps) {
  const { t } = useTranslation('verification');
  const { poses } = phase.challenge;
  const taken = phase.selfies.length;
  // The live region changes only when a threshold is crossed, not every second.
  const announced = announcedSeconds(secondsLeft);
  const timer = (
    <p className="text-sm font-semibold text-ink-800">
      <span aria-hidden="true">{t('pose.timeLeft', { seconds: secondsLeft })}</span>
      <span className="sr-only" aria-live="polite">
        {announced !== null ? t('pose.timeLeftAnnounce', { seconds: announced }) : ''}
      </span>
    </p>
  );

  if (taken === poses.length) {
    return (
      <div className="space-y-4 text-center">
        <p className="text-ink-800">{t('pose.allTaken', { count: poses.length })}</p>
        {timer}
        <Button onClick={onSend}>{t('pose.send')}</Button>
      </div>
    );
  }
  const pose = poses[taken]!;
  return (
    <div>
      <div className="flex items-center justify-between gap-3">
        <p className="font-semibold text-ink-900">{t('pose.step', { step: taken + 1, count: poses.length })}</p>
        {timer}
      </div>
      <div className="mt-3 flex items-center gap-4 rounded-2xl bg-brand-50 p-4">
        <PoseIcon pose={pose} />
        <p className="text-lg font-bold text-ink-900">{t(`pose.${pose}`)}</p>
      </div>
      {taken > 0 ? <p className="mt-2 text-sm text-ink-600">{t('pose.taken', { step: taken })}</p> : null}
      <CameraCapture onCapture={onCapture} disabled={secondsLeft === 0} />
    </div>
  );
}
