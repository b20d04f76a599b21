// The verdict's bands, the screener's fallbacks (off, model failure, full queue), and the classifier's
// bounded queue, on the real model where one is needed.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { HttpError } from '../../http/errors.js';
import * as img from '../../../test/images.js';
import { createNudityClassifier, type NudityClassifier, type NudityScores } from './nudity-classifier.js';
import { createVisionClient } from './vision-client.js';
import { createPhotoScreener } from './screening.js';
import { nudityScore, screeningVerdict } from './verdict.js';

const scores = (s: Partial<NudityScores>): NudityScores => ({
  Drawing: 0,
  Hentai: 0,
  Neutral: 0,
  Porn: 0,
  Sexy: 0,
  ...s,
});
const thresholds = { refuseAt: 0.9, holdAt: 0.7 };
const errors: unknown[] = [];
const log = { error: (obj: unknown) => errors.push(obj) } as unknown as FastifyBaseLogger;

describe('screeningVerdict', () => {
  it('adds porn and hentai, and puts each score in its band (thresholds inclusive)', () => {
    expect(nudityScore(scores({ Porn: 0.5, Hentai: 0.25, Sexy: 0.2 }))).toBeCloseTo(0.75);
    expect(screeningVerdict(scores({ Neutral: 1 }), thresholds)).toBe('visible');
    expect(screeningVerdict(scores({ Porn: 0.69, Neutral: 0.31 }), thresholds)).toBe('visible');
    expect(screeningVerdict(scores({ Porn: 0.7, Neutral: 0.3 }), thresholds)).toBe('held');
    expect(screeningVerdict(scores({ Porn: 0.5, Hentai: 0.39 }), thresholds)).toBe('held');
    expect(screeningVerdict(scores({ Porn: 0.45, Hentai: 0.45 }), thresholds)).toBe('refused');
    // Swimwear and lingerie ("sexy") alone are not nudity.
    expect(screeningVerdict(scores({ Sexy: 0.99 }), thresholds)).toBe('visible');
  });
});

describe('createPhotoScreener', () => {
  const failing: NudityClassifier = {
    classify: () => Promise.reject(new Error('worker exited (code 1)')),
    warm: () => Promise.resolve(),
    stats: () => ({ queued: 0, started: true }),
    close: () => Promise.resolve(),
  };

  it('shows every photo unscored when the operator turned screening off', async () => {
    const screener = createPhotoScreener({ enabled: false, ...thresholds }, failing, log);
    expect(await screener.screen(await img.webp())).toEqual({
      screening: 'visible',
      nudityScore: null,
      sexyScore: null,
    });
  });

  it('holds the photo (never shows it) when the model cannot run, and logs why', async () => {
    const outcomes: string[] = [];
    const screener = createPhotoScreener({ enabled: true, ...thresholds }, failing, log, (o) => outcomes.push(o));
    errors.length = 0;
    expect(await screener.screen(await img.webp())).toEqual({ screening: 'held', nudityScore: null, sexyScore: null });
    expect(outcomes).toEqual(['unscreened']);
    expect(errors).toHaveLength(1);
  });

  it('passes a full queue on as 503 with Retry-After instead of holding the photo', async () => {
    const busy: NudityClassifier = {
      ...failing,
      classify: () => Promise.reject(new HttpError(503, { code: 'photoProcessingBusy' }, { 'retry-after': '5' })),
    };
    const screener = createPhotoScreener({ enabled: true, ...thresholds }, busy, log);
    await expect(screener.screen(await img.webp())).rejects.toMatchObject({
      statusCode: 503,
      code: 'photoProcessingBusy',
    });
  });
});

describe('createNudityClassifier (the real model in its worker)', () => {
  const classifier = createNudityClassifier(createVisionClient({ maxQueue: 1, retryAfterSeconds: 7 }));
  afterAll(() => classifier.close());

  it('scores a picture: five classes that sum to 1', { timeout: 30_000 }, async () => {
    const result = await classifier.classify(await img.jpeg());
    expect(Object.keys(result).sort()).toEqual(['Drawing', 'Hentai', 'Neutral', 'Porn', 'Sexy']);
    expect(Object.values(result).reduce((a, b) => a + b, 0)).toBeCloseTo(1, 3);
  });

  it(
    'refuses beyond its queue at once, with Retry-After, and serves the queued ones',
    { timeout: 30_000 },
    async () => {
      const picture = await img.jpeg();
      const first = classifier.classify(picture);
      const second = classifier.classify(picture);
      const third = classifier.classify(picture);
      await expect(third).rejects.toMatchObject({ statusCode: 503, headers: { 'retry-after': '7' } });
      await expect(first).resolves.toHaveProperty('Neutral');
      await expect(second).resolves.toHaveProperty('Neutral');
      expect(classifier.stats().queued).toBe(0);
    },
  );

  it(
    'keeps no finished process alive: a script that warmed the model ends on its own',
    { timeout: 60_000 },
    async () => {
      // Once, a 'message' listener added after unref() held the worker's port: every bench hung at its end.
      const dir = mkdtempSync(path.join(tmpdir(), 'affinia-vision-'));
      const script = path.join(dir, 'warm.mts');
      writeFileSync(
        script,
        `import { createVisionClient } from ${JSON.stringify(new URL('./vision-client.ts', import.meta.url).href)};
       const busy = setInterval(() => {}, 1000); // as a listening server would: the worker itself holds nothing
       await createVisionClient().warm('nudity');
       clearInterval(busy);
       console.log('warm');`,
      );
      try {
        // Killed if it is still there well after the model loaded (seconds), so a failure leaves no process.
        const child = spawn(process.execPath, ['--import', 'tsx', script], {
          stdio: ['ignore', 'pipe', 'inherit'],
          timeout: 45_000,
        });
        let out = '';
        child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
        const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
        expect({ code, out: out.trim() }).toEqual({ code: 0, out: 'warm' });
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  );

  it('starts a new worker after close, for the next picture', { timeout: 30_000 }, async () => {
    await classifier.close();
    expect(classifier.stats().started).toBe(false);
    await expect(classifier.classify(await img.png())).resolves.toHaveProperty('Drawing');
  });
});
