// One selfie from the camera: opened for this step only (and closed right after the picture, so the
// camera light goes off between poses), shown mirrored like a mirror, captured as the camera sees it
// (not mirrored: the server reads the person's own left and right from an unmirrored picture).
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { SELFIE_QUALITY, cameraErrorKey, openCamera, selfieSize, stopStream } from '../verification-flow';

type CameraState = 'idle' | 'opening' | 'live' | 'capturing' | 'error';

/** The frame on screen, unmirrored, as a JPEG whose longest side is at most 1280. */
export async function captureFrame(video: HTMLVideoElement): Promise<Blob> {
  const { width, height } = selfieSize(video.videoWidth, video.videoHeight);
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  canvas.getContext('2d')!.drawImage(video, 0, 0, width, height);
  return new Promise((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('no frame'))), 'image/jpeg', SELFIE_QUALITY),
  );
}

export function CameraCapture({ onCapture, disabled }: { onCapture: (selfie: Blob) => void; disabled: boolean }) {
  const { t } = useTranslation('verification');
  const video = useRef<HTMLVideoElement>(null);
  const stream = useRef<MediaStream | null>(null);
  const left = useRef(false);
  const [state, setState] = useState<CameraState>('idle');
  const [errorKey, setErrorKey] = useState<string | null>(null);

  const stop = () => {
    stopStream(stream.current);
    stream.current = null;
  };
  // Leaving the step (or the dialog) closes the camera, even one still opening.
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
      const element = video.current!;
      element.srcObject = stream.current;
      await element.play();
      setState('live');
    } catch (error) {
      stop();
      setErrorKey(cameraErrorKey(error));
      setState('error');
    }
  };

  const take = async () => {
    const element = video.current;
    if (!element || state !== 'live') return;
    setState('capturing');
    try {
      const selfie = await captureFrame(element);
      stop();
      onCapture(selfie);
    } catch (error) {
      stop();
      setErrorKey(cameraErrorKey(error));
      setState('error');
    }
  };

  const live = state === 'live' || state === 'capturing';
  return (
    <div className="mt-4">
      <div className="relative mx-auto aspect-[4/3] w-full max-w-sm overflow-hidden rounded-2xl bg-ink-900">
        <video
          ref={video}
          muted
          playsInline
          aria-label={t('pose.preview')}
          // Mirrored on screen only, like a mirror; the captured frame is drawn as the camera sees it.
          style={{ transform: 'scaleX(-1)' }}
          className={`size-full object-cover ${live ? '' : 'invisible'}`}
        />
        {!live ? (
          <p className="absolute inset-0 flex items-center justify-center p-4 text-center text-sm text-white">
            {state === 'opening' ? t('pose.opening') : t('pose.cameraOff')}
          </p>
        ) : null}
      </div>
      {errorKey ? (
        <p role="alert" className="mt-3 text-sm text-danger-600">
          {t(errorKey)}
        </p>
      ) : null}
      <div className="mt-4 flex flex-wrap justify-center gap-3">
        {live ? (
          <Button
            onClick={() => void take()}
            disabled={disabled}
            loading={state === 'capturing'}
            loadingLabel={t('pose.taking')}
          >
            {t('pose.take')}
          </Button>
        ) : (
          <Button
            variant="secondary"
            onClick={() => void open()}
            disabled={disabled}
            loading={state === 'opening'}
            loadingLabel={t('pose.opening')}
          >
            {t('pose.openCamera')}
          </Button>
        )}
      </div>
    </div>
  );
}
