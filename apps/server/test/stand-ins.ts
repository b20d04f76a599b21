// What a test server uses in place of the two costly parts no test about something else needs (issue 32,
// decision 039): the nudity model (a worker thread loading nsfwjs, ~1 s of a core per test file) and
// argon2id at 19 MiB (tens of milliseconds a sign-up). The real ones keep their own tests:
// photo-screening.test.ts and the browser's photo screening hand buildApp the real model, and
// passwords.test.ts checks the parameters production hashes with.
import { hash } from '@node-rs/argon2';
import { modelPixels, type NudityClassifier } from '../src/modules/photo-screening/nudity-classifier.js';

/**
 * An ordinary picture as the model scores one: far below every threshold (explicit classes 0.005), so a
 * photo is shown unless a test's thresholds say otherwise. The picture is still decoded and squeezed as
 * the real classifier does, so an image the model could not read fails here too.
 */
export const standInNudityClassifier: NudityClassifier = {
  async classify(image) {
    await modelPixels(image);
    return { Drawing: 0.02, Hentai: 0.001, Neutral: 0.965, Porn: 0.004, Sexy: 0.01 };
  },
  warm: async () => {},
  stats: () => ({ queued: 0, started: true }),
  close: async () => {},
};

/**
 * Still argon2id (verification reads the parameters from the hash, so sign-in checks it for real), at
 * the library's smallest cost: 8 KiB, one pass.
 */
export const cheapPasswordHash = (password: string): Promise<string> =>
  hash(password, { algorithm: 2 /* Argon2id */, memoryCost: 8, timeCost: 1, parallelism: 1 });
