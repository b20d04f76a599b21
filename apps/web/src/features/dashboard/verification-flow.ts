// The verification's plain steps, apart from the screens so they can be tested without a browser:
// the consent gate before the challenge, one camera stream per pose (asked for, then every track
// stopped once the picture is taken), the captured frame's size, the multipart body in the order of the
// poses, and the countdown's figures (shown every second, announced only at a few thresholds).
import { VERIFICATION_CHALLENGE_SECONDS, type VerificationChallenge } from '@affinia/contract';
import { api } from '../../lib/api-client';

/** The front camera; asked again for each pose (never kept open between poses). */
export const CAMERA_CONSTRAINTS: MediaStreamConstraints = { video: { facingMode: 'user' } };

/** Longest side of a captured selfie: plenty for a face, small to send. */
export const MAX_SELFIE_SIDE = 1280;
export const SELFIE_QUALITY = 0.9;

/** Seconds left announced to screen readers (the visible figure changes every second). */
const ANNOUNCED_SECONDS = [10, 30];

/**
 * Consent comes first: without the box ticked nothing is asked of the server (and the camera is only
 * reachable from the pose steps, which need the challenge). `consent: true` is sent only when ticked.
 */
export async function startChallenge(
  consented: boolean,
  post: typeof api.post = api.post,
): Promise<VerificationChallenge | null> {
  if (!consented) return null;
  return post<VerificationChallenge>('/verification/challenge', { json: { consent: true } });
}

/** The selfies form: the challenge first, then one `selfie` file per pose, in the order of the poses. */
export function selfiesForm(challengeId: string, selfies: Blob[]): FormData {
  const form = new FormData();
  form.append('challenge_id', challengeId);
  selfies.forEach((selfie, i) => form.append('selfie', selfie, `selfie-${i + 1}.jpg`));
  return form;
}

export class CameraError extends Error {
  constructor(readonly key: string) {
    super(key);
    this.name = 'CameraError';
  }
}

/** The translation key (`verification` namespace) of a camera failure: what happened and what to do. */
export function cameraErrorKey(error: unknown): string {
  if (error instanceof CameraError) return error.key;
  const name = error instanceof Error || error instanceof DOMException ? error.name : '';
  if (name === 'NotAllowedError' || name === 'SecurityError') return 'camera.denied';
  if (name === 'NotFoundError' || name === 'OverconstrainedError') return 'camera.missing';
  return 'camera.failed';
}

/** A new stream from the front camera, for one pose. */
export async function openCamera(devices: MediaDevices | undefined = globalThis.navigator?.mediaDevices) {
  if (!devices?.getUserMedia) throw new CameraError('camera.unsupported');
  return devices.getUserMedia(CAMERA_CONSTRAINTS);
}

export function stopStream(stream: MediaStream | null): void {
  stream?.getTracks().forEach((track) => track.stop());
}

/** The captured picture's size: the camera's, brought down so its longest side is at most 1280. */
export function selfieSize(width: number, height: number): { width: number; height: number } {
  const scale = Math.min(1, MAX_SELFIE_SIDE / Math.max(width, height, 1));
  return { width: Math.round(width * scale), height: Math.round(height * scale) };
}

/**
 * When the poses lapse, on this device's clock: the challenge's expires_at, but never later than 60 s
 * from its arrival (a device clock running behind the server's would otherwise promise time that the
 * server will not give).
 */
export function challengeDeadline(challenge: Pick<VerificationChallenge, 'expires_at'>, receivedAt: number): number {
  const latest = receivedAt + VERIFICATION_CHALLENGE_SECONDS * 1000;
  const expires = Date.parse(challenge.expires_at);
  return Number.isFinite(expires) ? Math.min(expires, latest) : latest;
}

/** Seconds left before the deadline, never below 0. */
export const secondsUntil = (deadline: number, now: number) => Math.max(0, Math.ceil((deadline - now) / 1000));

/** What the live region says: only once a threshold is crossed, so it is not read every second. */
export const announcedSeconds = (left: number): number | null =>
  ANNOUNCED_SECONDS.find((limit) => left <= limit) ?? null;
