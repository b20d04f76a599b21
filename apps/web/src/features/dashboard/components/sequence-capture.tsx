// The live sequence (decision 038): the camera is opened for it only, shown mirrored like a mirror,
// filmed as the camera sees it (not mirrored: the server reads the person's own left and right from
// unmirrored frames). Once the camera is live — its first frame on screen — the challenge is asked for
// (its 60 s start then, decision 053); the frames are taken one every VERIFICATION_FRAME_MS while the
// prompt says which movement to make, and the camera is closed as soon as the last one is taken.
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { VERIFICATION_FRAME_MS, type VerificationMove } from '@affinia/contract';
import { Button } from '../../../components/ui/button';
import {
  FRAME_QUALITY,
  cameraErrorKey,
  frameSize,
  openCamera,
  sequencePlan,
  showFirstFrame,
  stopStream,
  type SequenceStep,
} from '../verification-flow';
import { MoveIcon } from './move-icon';

type CameraState = 'idle' | 'opening' | 'live' | 'filming' | 'error';

/** The frame on screen, unmirrored, as a JPEG whose longest side is at most 640. */
async function captureFrame(video: HTMLVideoElement, canvas: HTMLCanvasElement): Promise<Blob> {
  const { width, height } = frameSize(video.videoWidth, video.videoHeight);
  canvas.width = width;
  canvas.height = height;
  canvas.getContext('2d')!.drawImage(video, 0, 0, width, height);
  return new Promise((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('no frame'))), 'image/jpeg', FRAME_QUALITY),
  );
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

type SequenceCaptureProps = {
  /** The movements asked, once the challenge has arrived (null before). */
  moves: readonly VerificationMove[] | null;
  /** The camera is live: the challenge may be asked for. */
  onLive: () => void;
  onFilmed: (frames: Blob[]) => void;
  disabled: boolean;
};

export function SequenceCapture({ moves, onLive, onFilmed, disabled }: SequenceCaptureProps) {
  const { t } = useTranslation('verification');
  const video = useRef<HTMLVideoElement>(null);
  const stream = useRef<MediaStream | null>(null);
  const left = useRef(false);
  const [state, setState] = useState<CameraState>('idle');
  const [errorKey, setErrorKey] = useState<string | null>(null);
  const [step, setStep] = useState<{ index: number; plan: SequenceStep[] } | null>(null);

  const stop = () => {
    stopStream(stream.current);
    stream.current = null;
  };
  // Leaving the step (or the dialog) closes the camera, even one still opening or filming.
  useEffect(() => {
    left.current = false;
    return () => {
      left.current = true;
      stop();
    };
  }, []);

  const open = async () => {
    setErrorKey(null);
    setState('opening');
    try {
      const opened = await openCamera();
      if (left.current) {
        stopStream(opened);
        return;
      }
      stream.current = opened;
      // Live once the first frame shows: only then is the challenge asked for (its 60 s start).
      await showFirstFrame(video.current!, opened);
      if (left.current) return;
      setState('live');
      onLive();
    } catch (error) {
      stop();
      setErrorKey(cameraErrorKey(error));
      setState('error');
    }
  };

  // The challenge arrived with the camera live: film the sequence.
  const ready = state === 'live';
  useEffect(() => {
    if (!moves || !ready || disabled) return;
    const element = video.current;
    if (!element) return;
    setState('filming');
    const plan = sequencePlan(moves);
    const canvas = document.createElement('canvas');
    void (async () => {
      const frames: Blob[] = [];
      try {
        for (let index = 0; index < plan.length; index++) {
          if (left.current) return;
          setStep({ index, plan });
          const started = performance.now();
          frames.push(await captureFrame(element, canvas));
          await pause(Math.max(0, VERIFICATION_FRAME_MS - (performance.now() - started)));
        }
        stop();
        if (!left.current) onFilmed(frames);
      } catch (error) {
        stop();
        setErrorKey(cameraErrorKey(error));
        setState('error');
      }
    })();
    // Filming starts once per challenge; the callbacks are read when it ends.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [moves, ready, disabled]);

  const live = state === 'live' || state === 'filming';
  const current = step ? step.plan[step.index]! : null;
  const moveNumber = current && current !== 'neutral' && moves ? moves.indexOf(current) + 1 : null;
  return (
    <div className="mt-4">
      {current ? (
        <div className="flex items-center gap-4 rounded-2xl bg-brand-50 p-4" aria-live="assertive">
          <MoveIcon step={current} />
          <div>
            {moveNumber ? (
              <p className="text-sm font-semibold text-ink-700">
                {t('sequence.step', { step: moveNumber, count: moves!.length })}
              </p>
            ) : null}
            <p className="text-lg font-bold text-ink-900">{t(`sequence.${current}`)}</p>
          </div>
        </div>
      ) : (
        <p className="text-sm text-ink-800">{t('sequence.howTo')}</p>
      )}
      <div className="relative mx-auto mt-4 aspect-[4/3] w-full max-w-sm overflow-hidden rounded-2xl bg-ink-900">
        <video
          ref={video}
          muted
          playsInline
          aria-label={t('sequence.preview')}
          // Mirrored on screen only, like a mirror; the frames are drawn as the camera sees them.
          style={{ transform: 'scaleX(-1)' }}
          className={`size-full object-cover ${live ? '' : 'invisible'}`}
        />
        {!live ? (
          <p className="absolute inset-0 flex items-center justify-center p-4 text-center text-sm text-white">
            {state === 'opening' ? t('sequence.opening') : t('sequence.cameraOff')}
          </p>
        ) : null}
      </div>
      {errorKey ? (
        <p role="alert" className="mt-3 text-sm text-danger-600">
          {t(errorKey)}
        </p>
      ) : null}
      {!live ? (
        <div className="mt-4 flex flex-wrap justify-center gap-3">
          <Button
            variant="secondary"
            onClick={() => void open()}
            disabled={disabled}
            loading={state === 'opening'}
            loadingLabel={t('sequence.opening')}
          >
            {t('sequence.openCamera')}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
