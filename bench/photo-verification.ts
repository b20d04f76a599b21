// Photo verification (issue 18 part 1; issue 31, decision 038): what it costs.
//
//   npx tsx bench/photo-verification.ts [--rounds 10]
//
// 1. The face models alone, in the vision worker: load time, then one selfie analysed at a time
//    (decode to 640 px + detection, mesh, anti-spoof, liveness, descriptor), p50/p95.
// 2. Whole verifications through the real API (in-process server, embedded PGlite): a member with one
//    profile photo sends a live sequence of 22 frames (a head re-rendered in 3D, test/face-render.ts);
//    p50/p95 of the decision, one at a time and 4 members at once.
// 3. The duplicate-face scan: one descriptor against 10 000 kept ones.
// 4. What the models add to an install.
// Faces: the sample photos in @vladmandic/face-api's package (apps/server/test/face-fixtures.ts).
import { execFileSync } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { createFaceAnalyzer, createVisionClient, faceSimilarity, orientedPhoto } from '@affinia/server/photos';
import { apiClient, registerUser, startTestServer } from '@affinia/server/testing';
import { facePicture, liveSequence } from '@affinia/server/testing/faces';
import { flag, machine, percentile } from './population.js';

const rounds = Number(flag('rounds', '10'));
const ms = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return `p50 ${percentile(sorted, 50).toFixed(0)} ms, p95 ${percentile(sorted, 95).toFixed(0)} ms (n=${sorted.length})`;
};

async function modelsAlone() {
  const analyzer = createFaceAnalyzer(createVisionClient({ maxQueue: 1000, retryAfterSeconds: 1 }));
  const t = performance.now();
  await analyzer.warm();
  console.log(`face models load in the worker: ${(performance.now() - t).toFixed(0)} ms`);
  const shots = await Promise.all([
    facePicture('lea', { rotate: -40 }),
    facePicture('lea'),
    facePicture('lea', { mirror: true }),
    facePicture('ines'),
    facePicture('ines', { mirror: true }),
  ]);
  const times: number[] = [];
  for (let r = 0; r < rounds; r++) {
    for (const shot of shots) {
      const start = performance.now();
      await analyzer.analyze(orientedPhoto(shot));
      times.push(performance.now() - start);
    }
  }
  console.log(`one 480 px selfie, analysed one at a time: ${ms(times)}`);
}

async function verifications() {
  const server = await startTestServer({
    env: { RATE_LIMIT_VERIFICATIONS_PER_USER: '100000', RATE_LIMIT_REGISTER_PER_IP: '100000' },
    overrides: { verificationMoves: () => ['turn_left', 'look_up', 'turn_right'] },
  });
  const api = apiClient(server.url);
  const analyzer = createFaceAnalyzer(createVisionClient());
  let quality = 95;
  const once = async () => {
    const member = await registerUser(server);
    const photo = new FormData();
    photo.set('file', new Blob([new Uint8Array(await facePicture('lea', { width: 640 }))], { type: 'image/jpeg' }));
    await api.post('/api/profile/photos', { form: photo, token: member.token });
    const { challenge_id } = (
      await api.post('/api/verification/challenge', { token: member.token, json: { consent: true } })
    ).data;
    // New files each time (a frame sent before is a replay): the JPEG quality changes the bytes.
    const frames = await liveSequence('lea', ['turn_left', 'look_up', 'turn_right'], analyzer, {
      quality: 40 + (quality++ % 55),
    });
    const form = new FormData();
    form.set('challenge_id', challenge_id);
    for (const frame of frames)
      form.append('frame', new Blob([new Uint8Array(frame)], { type: 'image/jpeg' }), 'f.jpg');
    const start = performance.now();
    const res = await api.post('/api/verification/frames', { form, token: member.token });
    const took = performance.now() - start;
    if (res.status !== 200 || !res.data.verified) throw new Error(`verification refused: ${JSON.stringify(res.data)}`);
    return took;
  };
  try {
    await once(); // models loaded
    const alone: number[] = [];
    for (let r = 0; r < rounds; r++) alone.push(await once());
    console.log(`a verification (22 frames + 1 profile photo), one at a time: ${ms(alone)}`);
    const together: number[] = [];
    for (let r = 0; r < Math.max(2, Math.round(rounds / 4)); r++)
      together.push(...(await Promise.all([once(), once(), once(), once()])));
    console.log(`4 verifications at once: ${ms(together)}`);
  } finally {
    await server.close();
  }
}

function duplicateScan() {
  const kept = Array.from({ length: 10_000 }, () => Float32Array.from({ length: 1024 }, () => Math.random() - 0.5));
  const probe = Float32Array.from({ length: 1024 }, () => Math.random() - 0.5);
  const times: number[] = [];
  for (let r = 0; r < 20; r++) {
    const start = performance.now();
    let best = -1;
    for (const d of kept) best = Math.max(best, faceSimilarity(probe, d));
    times.push(performance.now() - start);
  }
  console.log(`duplicate-face scan, one descriptor against 10 000 kept: ${ms(times)}`);
}

function installSize() {
  const require = createRequire(import.meta.url);
  const human = path.dirname(path.dirname(require.resolve('@vladmandic/human')));
  const du = (p: string) => execFileSync('du', ['-sh', p], { encoding: 'utf8' }).split('\t')[0];
  console.log(`@vladmandic/human installed: ${du(human)} (its models/: ${du(path.join(human, 'models'))})`);
}

console.log(machine());
installSize();
await modelsAlone();
duplicateScan();
await verifications();
process.exit(0);
