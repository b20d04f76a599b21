// The verification's plain steps, apart from the screens so they can be tested without a browser:
// the consent gate before the challenge, the camera stream (asked for, then every track stopped once
// the sequence is filmed), the frames' size, the plan of the sequence (which movement is asked at each
// frame), the multipart body in the order taken, the camera's first frame (the moment it is live, when
// the challenge and its countdown start), and the countdown's figures (shown every second, announced
// only at a few thresholds). Decisions 038 and 053.
import {
  VERIFICATION_CHALLENGE_SECONDS,
  VERIFICATION_FRAMES_MAX,
  type VerificationChallenge,
  type VerificationMove,
} from '@affinia/contract';
import { api } from '../../lib/api-client';

/** The front camera, opened for the sequence only. */
export const CAMERA_CONSTRAINTS: MediaStreamConstraints = { video: { facingMode: 'user' } };

/** Longest side of a frame: plenty for a face, small to send (24 frames of 30–100 kB). */
const MAX_FRAME_SIDE = 640;
export const FRAME_QUALITY = 0.85;

/** Frames looking at the camera before the first movement, then frames per movement (out and back). */
const NEUTRAL_FRAMES = 3;
const FRAMES_PER_MOVE = 7;

export type SequenceStep = 'neutral' | VerificationMove;

/**
 * What the member is asked at each frame of the sequence: look at the camera, then each movement in
 * turn (and back), 24 frames for three movements.
 */
export function sequencePlan(moves: readonly VerificationMove[]): SequenceStep[] {
  const plan: SequenceStep[] = Array.from({ length: NEUTRAL_FRAMES }, () => 'neutral' as const);
  for (const move of moves) plan.push(...Array.from({ length: FRAMES_PER_MOVE }, () => move));
  return plan.slice(0, VERIFICATION_FRAMES_MAX);
}

/** Seconds left announced to screen readers (the visible figure changes every second). */
const ANNOUNCED_SECONDS = [10, 30];

/**
 * Consent comes first: without the box ticked neither the camera nor the server is asked anything; the
 * challenge is asked once the camera is live (showFirstFrame), so its 60 s, which the server counts from
 * the challenge's creation, are not spent on the permission prompt or opening the camera.
 * `consent: true` is sent only when ticked.
 */
export async function startChallenge(
  consented: boolean,
  post: typeof api.post = api.post,
): Promise<VerificationChallenge | null> {
  if (!consented) return null;
  return post<VerificationChallenge>('/verification/challenge', { json: { consent: true } });
}

/** The frames form: the challenge first, then one `frame` file per frame, in the order taken. */
export function framesForm(challengeId: string, frames: Blob[]): FormData {
  const form = new FormData();
  form.append('challenge_id', challengeId);
  frames.forEach((frame, i) => form.append('frame', frame, `frame-${i + 1}.jpg`));
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

/** A new stream from the front camera, for one sequence. */
export async function openCamera(devices: MediaDevices | undefined = globalThis.navigator?.mediaDevices) {
  if (!devices?.getUserMedia) throw new CameraError('camera.unsupported');
  return devices.getUserMedia(CAMERA_CONSTRAINTS);
}

export function stopStream(stream: MediaStream | null): void {
  stream?.getTracks().forEach((track) => track.stop());
}

/** What of the video element the first frame is waited on with (a stand-in in tests). */
export type PreviewVideo = Pick<
  HTMLVideoElement,
  'readyState' | 'videoWidth' | 'videoHeight' | 'play' | 'addEventListener' | 'removeEventListener'
> & { srcObject: MediaProvider | null };

/** HTMLMediaElement.HAVE_CURRENT_DATA: the frame at the current position is decoded. */
const HAVE_CURRENT_DATA = 2;
/** A camera that gave access but no frame within this is stuck (another app holds it, a driver hangs). */
export const FIRST_FRAME_TIMEOUT_MS = 10_000;

const hasFrame = (video: PreviewVideo) =>
  video.readyState >= HAVE_CURRENT_DATA && video.videoWidth > 0 && video.videoHeight > 0;

/**
 * The stream in the preview, resolved once the camera's first frame is there: the camera is live then,
 * and only then is the challenge asked for (its 60 s start). play() resolving is not enough: on some
 * phones it resolves before any frame, with a 0×0 video that nothing can be filmed from.
 */
export async function showFirstFrame(video: PreviewVideo, stream: MediaStream): Promise<void> {
  video.srcObject = stream;
  await video.play();
  if (hasFrame(video)) return;
  await new Promise<void>((resolve, reject) => {
    const events = ['loadeddata', 'resize', 'playing', 'timeupdate'] as const;
    const done = (outcome: () => void) => {
      clearTimeout(timer);
      events.forEach((name) => video.removeEventListener(name, check));
      video.removeEventListener('error', failed);
      outcome();
    };
    const check = () => {
      if (hasFrame(video)) done(resolve);
    };
    const failed = () => done(() => reject(new CameraError('camera.failed')));
    const timer = setTimeout(failed, FIRST_FRAME_TIMEOUT_MS);
    events.forEach((name) => video.addEventListener(name, check));
    video.addEventListener('error', failed);
  });
}

/** A frame's size: the camera's, brought down so its longest side is at most 640. */
export function frameSize(width: number, height: number): { width: number; height: number } {
  const scale = Math.min(1, MAX_FRAME_SIDE / Math.max(width, height, 1));
  return { width: Math.round(width * scale), height: Math.round(height * scale) };
}

/**
 * When the challenge lapses, on this device's clock: the challenge's expires_at, but never later than 60 s
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
