// Photo verification's steps without a browser (issue 18 part 1, decision 038): nothing is asked of the
// server or the camera before consent, and the challenge says consent: true; one camera stream for the
// sequence, every track stopped after it; the plan of prompts; the frames go in the order taken; the
// countdown is read out only at thresholds; camera failures and the server's refusals reach the member
// translated.
import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { ERRORS, errorDetail, errorParams } from '@affinia/contract';
import { i18n, loadNamespaces, setLanguage } from '../../i18n';
import { ApiError } from '../../lib/api-client';
import { jsonResponse, stubBrowser } from '../../lib/test-browser';
import { toUserMessage } from '../../lib/user-message';
import {
  CAMERA_CONSTRAINTS,
  FIRST_FRAME_TIMEOUT_MS,
  announcedSeconds,
  cameraErrorKey,
  challengeDeadline,
  frameSize,
  framesForm,
  openCamera,
  secondsUntil,
  sequencePlan,
  showFirstFrame,
  startChallenge,
  stopStream,
  type PreviewVideo,
} from './verification-flow';

const json = jsonResponse;

/** A stand-in for the camera: each call hands out a new stream of one video track (a stub). */
function fakeCamera() {
  const streams: { stream: MediaStream; stop: ReturnType<typeof vi.fn> }[] = [];
  const getUserMedia = vi.fn(async () => {
    const stop = vi.fn();
    const track = { kind: 'video', stop } as unknown as MediaStreamTrack;
    const stream = { getTracks: () => [track], getVideoTracks: () => [track] } as unknown as MediaStream;
    streams.push({ stream, stop });
    return stream;
  });
  return { devices: { getUserMedia } as unknown as MediaDevices, getUserMedia, streams };
}

let fetchMock: Mock;
beforeEach(() => {
  ({ fetchMock } = stubBrowser([['token', 'abc.def.ghi']]));
});
afterEach(async () => {
  vi.unstubAllGlobals();
  await setLanguage('fr');
});

const challenge = {
  challenge_id: '3f0c2f4e-8d7a-4c35-9a55-1f5f4a0c6b11',
  moves: ['turn_left', 'look_up', 'turn_right'] as const,
  expires_at: '2026-11-27T02:00:00.000Z',
};

describe('consent gate', () => {
  it('asks nothing of the server nor of the camera before the box is ticked', async () => {
    const camera = fakeCamera();
    vi.stubGlobal('navigator', { mediaDevices: camera.devices });
    await expect(startChallenge(false)).resolves.toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(camera.getUserMedia).not.toHaveBeenCalled();
  });

  it('opens the challenge with consent: true (startChallenge itself opens no camera)', async () => {
    const camera = fakeCamera();
    vi.stubGlobal('navigator', { mediaDevices: camera.devices });
    fetchMock.mockResolvedValue(json(201, challenge));
    await expect(startChallenge(true)).resolves.toEqual(challenge);
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/verification/challenge');
    expect(init.method).toBe('POST');
    expect(JSON.parse(String(init.body))).toEqual({ consent: true });
    expect((init.headers as Record<string, string>).Authorization).toBe('Bearer abc.def.ghi');
    expect(camera.getUserMedia).not.toHaveBeenCalled();
  });
});

/**
 * A preview video: play() resolves at once, as it does on phones that have no frame yet; `frame()`
 * brings the camera's first frame (its size, HAVE_CURRENT_DATA) and says so with `loadeddata`.
 */
class FakeVideo extends EventTarget {
  readyState = 0;
  videoWidth = 0;
  videoHeight = 0;
  srcObject: MediaProvider | null = null;
  play = vi.fn(async (): Promise<void> => undefined);
  frame() {
    this.readyState = 2;
    this.videoWidth = 640;
    this.videoHeight = 480;
    this.dispatchEvent(new Event('loadeddata'));
  }
}
const asPreview = (video: FakeVideo) => video as unknown as PreviewVideo;
const flush = () => new Promise<void>((resolve) => setImmediate(resolve));

describe('the camera is live at its first frame, and only then does the 60 s countdown start', () => {
  const stream = {} as MediaStream;

  it('waits past play() for a first frame before the challenge is asked for', async () => {
    const video = new FakeVideo();
    fetchMock.mockResolvedValue(json(201, challenge));
    // The dialog's order: the first frame, then the challenge (and its deadline).
    const live = showFirstFrame(asPreview(video), stream).then(() => startChallenge(true));
    await flush();
    expect(video.srcObject).toBe(stream);
    expect(video.play).toHaveBeenCalledTimes(1);
    expect(fetchMock).not.toHaveBeenCalled();
    // Events that bring no frame change nothing.
    video.dispatchEvent(new Event('playing'));
    video.readyState = 2;
    video.dispatchEvent(new Event('timeupdate'));
    await flush();
    expect(fetchMock).not.toHaveBeenCalled();
    video.frame();
    await expect(live).resolves.toEqual(challenge);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('does not wait when the frame is already there', async () => {
    const video = new FakeVideo();
    video.play.mockImplementation(async () => video.frame());
    await expect(showFirstFrame(asPreview(video), stream)).resolves.toBeUndefined();
  });

  it('calls a camera that never shows a frame a failure, without asking for a challenge', async () => {
    vi.useFakeTimers();
    try {
      const video = new FakeVideo();
      const live = showFirstFrame(asPreview(video), stream);
      const outcome = expect(live).rejects.toMatchObject({ key: 'camera.failed' });
      await vi.advanceTimersByTimeAsync(FIRST_FRAME_TIMEOUT_MS);
      await outcome;
      expect(fetchMock).not.toHaveBeenCalled();
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('the sequence', () => {
  it('opens one front-camera stream for the sequence and stops every track after it', async () => {
    const camera = fakeCamera();
    const stream = await openCamera(camera.devices);
    stopStream(stream);
    expect(camera.getUserMedia).toHaveBeenCalledTimes(1);
    expect(camera.getUserMedia).toHaveBeenCalledWith({ video: { facingMode: 'user' } });
    expect(CAMERA_CONSTRAINTS).toEqual({ video: { facingMode: 'user' } });
    for (const { stop } of camera.streams) expect(stop).toHaveBeenCalledTimes(1);
  });

  it('asks to look at the camera, then each movement in the order of the challenge: 24 frames', () => {
    const plan = sequencePlan(challenge.moves);
    expect(plan).toHaveLength(24);
    expect(plan.slice(0, 3)).toEqual(['neutral', 'neutral', 'neutral']);
    expect(plan.slice(3, 10)).toEqual(Array(7).fill('turn_left'));
    expect(plan.slice(10, 17)).toEqual(Array(7).fill('look_up'));
    expect(plan.slice(17)).toEqual(Array(7).fill('turn_right'));
  });

  it('uses the default navigator camera when none is given, and says when there is none', async () => {
    const camera = fakeCamera();
    vi.stubGlobal('navigator', { mediaDevices: camera.devices });
    await openCamera();
    expect(camera.getUserMedia).toHaveBeenCalledTimes(1);
    vi.stubGlobal('navigator', {});
    await expect(openCamera()).rejects.toMatchObject({ key: 'camera.unsupported' });
  });

  it('brings a frame down to 640 on its longest side, never up', () => {
    expect(frameSize(1920, 1080)).toEqual({ width: 640, height: 360 });
    expect(frameSize(1080, 1920)).toEqual({ width: 360, height: 640 });
    expect(frameSize(320, 240)).toEqual({ width: 320, height: 240 });
  });

  it('sends the challenge, then the frames in the order taken', async () => {
    const first = new Blob(['1'], { type: 'image/jpeg' });
    const second = new Blob(['22'], { type: 'image/jpeg' });
    const form = framesForm(challenge.challenge_id, [first, second]);
    const entries = [...form.entries()];
    expect(entries.map(([name]) => name)).toEqual(['challenge_id', 'frame', 'frame']);
    expect(entries[0]![1]).toBe(challenge.challenge_id);
    const files = form.getAll('frame') as File[];
    expect(await Promise.all(files.map((file) => file.text()))).toEqual(['1', '22']);
    expect(files.map((file) => file.type)).toEqual(['image/jpeg', 'image/jpeg']);
  });

  it('posts the frames as multipart to /api/verification/frames', async () => {
    const { sendFrames } = await import('./api/verification');
    fetchMock.mockResolvedValue(
      json(200, { available: true, verified: true, verified_at: challenge.expires_at, in_review: false }),
    );
    await sendFrames(challenge.challenge_id, [new Blob(['1']), new Blob(['2'])]);
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/verification/frames');
    expect(init.body).toBeInstanceOf(FormData);
    expect((init.headers as Record<string, string>)['Content-Type']).toBeUndefined();
  });

  it('counts down to the challenge’s expires_at, never past 60 s from its arrival', () => {
    const arrival = Date.parse('2026-11-27T01:59:10.000Z');
    expect(challengeDeadline(challenge, arrival)).toBe(Date.parse(challenge.expires_at));
    expect(secondsUntil(challengeDeadline(challenge, arrival), arrival)).toBe(50);
    const behind = Date.parse('2026-11-27T01:55:00.000Z');
    expect(secondsUntil(challengeDeadline(challenge, behind), behind)).toBe(60);
    expect(challengeDeadline({ expires_at: 'not a date' }, arrival)).toBe(arrival + 60_000);
  });

  it('counts the seconds down to 0 but announces only at 30 and 10 seconds', () => {
    const deadline = 100_000;
    expect(secondsUntil(deadline, 40_000)).toBe(60);
    expect(secondsUntil(deadline, 99_001)).toBe(1);
    expect(secondsUntil(deadline, 120_000)).toBe(0);
    expect([60, 45, 31].map(announcedSeconds)).toEqual([null, null, null]);
    expect([30, 12, 11].map(announcedSeconds)).toEqual([30, 30, 30]);
    expect([10, 3, 0].map(announcedSeconds)).toEqual([10, 10, 10]);
  });
});

describe('what the member is told', () => {
  it('names the camera failure and what to do, in every language', async () => {
    const denied = new DOMException('Permission denied', 'NotAllowedError');
    const missing = new DOMException('Requested device not found', 'NotFoundError');
    expect(cameraErrorKey(denied)).toBe('camera.denied');
    expect(cameraErrorKey(missing)).toBe('camera.missing');
    expect(cameraErrorKey(new Error('busy'))).toBe('camera.failed');
    await loadNamespaces(['verification']);
    expect(i18n.t('camera.denied', { ns: 'verification' })).toMatch(/Autorisez la caméra/);
    expect(i18n.t('camera.missing', { ns: 'verification' })).toMatch(/Aucune caméra/);
    await setLanguage('de');
    await loadNamespaces(['verification']);
    expect(i18n.t('camera.denied', { ns: 'verification' })).not.toBe('camera.denied');
  });

  it('translates the server’s refusals', async () => {
    await loadNamespaces(['errors']);
    const refusal = (code: 'verificationMovesNotMade' | 'verificationNotLive' | 'verificationCopiedFrames') =>
      new ApiError(422, errorDetail(code), code, errorParams(code, {}));
    expect(toUserMessage(refusal('verificationMovesNotMade'))).toBe(ERRORS.verificationMovesNotMade.fr);
    expect(toUserMessage(refusal('verificationCopiedFrames'))).toBe(ERRORS.verificationCopiedFrames.fr);
    const expired = errorParams('verificationChallengeExpired', { seconds: 60 });
    expect(toUserMessage(new ApiError(410, null, 'verificationChallengeExpired', expired))).toContain('60');
    await setLanguage('en');
    expect(toUserMessage(refusal('verificationNotLive'))).toBe(
      'The frames do not look taken live: use the camera, not a photo of a screen or a print',
    );
    expect(toUserMessage(new ApiError(429, null, 'tooManyVerifications', {}, 42 * 60))).toBe(
      'Too many verification attempts. Try again in 42 minutes.',
    );
  });
});
