// Photo verification's steps without a browser (issue 18 part 1): nothing is asked of the server or the
// camera before consent, and the challenge says consent: true; one camera stream per pose, every track
// stopped after the picture; the selfies go in the order of the poses; the countdown is read out only
// at thresholds; camera failures and the server's refusals reach the member translated.
import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { ERRORS, errorDetail, errorParams } from '@affinia/contract';
import { i18n, loadNamespaces, setLanguage } from '../../i18n';
import { ApiError } from '../../lib/api-client';
import { jsonResponse, stubBrowser } from '../../lib/test-browser';
import { toUserMessage } from '../../lib/user-message';
import {
  CAMERA_CONSTRAINTS,
  announcedSeconds,
  cameraErrorKey,
  challengeDeadline,
  openCamera,
  secondsUntil,
  selfieSize,
  selfiesForm,
  startChallenge,
  stopStream,
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
  poses: ['straight', 'tilt_left'],
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

  it('once ticked, opens the challenge with consent: true (and still no camera)', async () => {
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

describe('the poses', () => {
  it('opens a new front-camera stream for each pose and stops every track after its picture', async () => {
    const camera = fakeCamera();
    for (const _pose of challenge.poses) {
      const stream = await openCamera(camera.devices);
      stopStream(stream);
    }
    expect(camera.getUserMedia).toHaveBeenCalledTimes(2);
    expect(camera.getUserMedia).toHaveBeenNthCalledWith(1, { video: { facingMode: 'user' } });
    expect(camera.getUserMedia).toHaveBeenNthCalledWith(2, CAMERA_CONSTRAINTS);
    expect(camera.streams[0]!.stream).not.toBe(camera.streams[1]!.stream);
    for (const { stop } of camera.streams) expect(stop).toHaveBeenCalledTimes(1);
  });

  it('uses the default navigator camera when none is given, and says when there is none', async () => {
    const camera = fakeCamera();
    vi.stubGlobal('navigator', { mediaDevices: camera.devices });
    await openCamera();
    expect(camera.getUserMedia).toHaveBeenCalledTimes(1);
    vi.stubGlobal('navigator', {});
    await expect(openCamera()).rejects.toMatchObject({ key: 'camera.unsupported' });
  });

  it('brings a frame down to 1280 on its longest side, never up', () => {
    expect(selfieSize(1920, 1080)).toEqual({ width: 1280, height: 720 });
    expect(selfieSize(1080, 1920)).toEqual({ width: 720, height: 1280 });
    expect(selfieSize(640, 480)).toEqual({ width: 640, height: 480 });
  });

  it('sends the challenge, then one selfie per pose in the order of the poses', async () => {
    const first = new Blob(['1'], { type: 'image/jpeg' });
    const second = new Blob(['22'], { type: 'image/jpeg' });
    const form = selfiesForm(challenge.challenge_id, [first, second]);
    const entries = [...form.entries()];
    expect(entries.map(([name]) => name)).toEqual(['challenge_id', 'selfie', 'selfie']);
    expect(entries[0]![1]).toBe(challenge.challenge_id);
    const files = form.getAll('selfie') as File[];
    expect(await Promise.all(files.map((file) => file.text()))).toEqual(['1', '22']);
    expect(files.map((file) => file.type)).toEqual(['image/jpeg', 'image/jpeg']);
  });

  it('posts the selfies as multipart to /api/verification/selfies', async () => {
    const { sendSelfies } = await import('./api/verification');
    fetchMock.mockResolvedValue(json(200, { available: true, verified: true, verified_at: challenge.expires_at }));
    await sendSelfies(challenge.challenge_id, [new Blob(['1']), new Blob(['2'])]);
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/verification/selfies');
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

  it('translates the server’s refusals with the step they are about', async () => {
    await loadNamespaces(['errors']);
    const refusal = (code: 'verificationWrongPose' | 'verificationNotLive', step: number) => {
      const params = errorParams(code, { step });
      return new ApiError(422, errorDetail(code, params), code, params);
    };
    expect(toUserMessage(refusal('verificationWrongPose', 2))).toBe(
      ERRORS.verificationWrongPose.fr.replace('{{step}}', '2'),
    );
    const expired = errorParams('verificationChallengeExpired', { seconds: 60 });
    expect(toUserMessage(new ApiError(410, null, 'verificationChallengeExpired', expired))).toContain('60');
    await setLanguage('en');
    expect(toUserMessage(refusal('verificationNotLive', 1))).toBe(
      'Selfie 1 does not look taken live: take it with the camera, not a photo of a screen or a print',
    );
    expect(toUserMessage(new ApiError(429, null, 'tooManyVerifications'))).toBe(
      'Too many verification attempts. Please try again later.',
    );
  });
});
