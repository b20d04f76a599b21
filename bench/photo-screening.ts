// Nudity screening (issue 18 part 2): what it costs and what it decides.
//
//   npx tsx bench/photo-screening.ts [--extra DIR[,DIR]] [--uploads 24] [--skip-uploads]
//
// 1. The model alone, in its worker: load time, then every picture of the labelled set scored one at a
//    time (latency p50/p95). The set is every picture that can be had here without a download: the
//    repository's own (blog and Open Graph images), the JPEG/PNG/WebP files over 15 KB shipped inside
//    node_modules, and any `--extra` directory. The demo photos of @vladmandic/face-api and
//    @vladmandic/human (decision 026) are among them: bench/package.json names both (the server uses them
//    too), so a clean clone after `npm ci` has the whole set; `--extra` is for more pictures. None of them is explicit, so the set measures false alarms
//    only; each picture is also scored mirrored and as five 60 % crops (centre and corners), which is
//    where a face or a body fills the frame as in a profile photo.
// 2. Uploads through the real server in its own process, with screening on and then off: a 12 MP
//    phone-sized JPEG, one upload at a time and then bursts of 4 and 8 at once (p50/p95 per upload,
//    503s). The difference is what screening adds to an upload.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import sharp from 'sharp';
import {
  createNudityClassifier,
  createVisionClient,
  nudityScore,
  screeningVerdict,
  type NudityScores,
} from '@affinia/server/photos';
import { ROOT, registerMember, startServer, stopAll } from './harness.js';
import { flag, machine, percentile } from './population.js';

const EXTRA = flag('extra', '')
  .split(',')
  .filter(Boolean)
  .map((d) => path.resolve(d));
const UPLOADS = Number(flag('uploads', '24'));
const SKIP_UPLOADS = process.argv.includes('--skip-uploads');
const DEFAULTS = { refuseAt: 0.9, holdAt: 0.7 };
const IMAGE = /\.(jpe?g|png|webp)$/i;

function walk(dir: string, out: string[] = []): string[] {
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch {
    return out;
  }
  for (const name of names) {
    const full = path.join(dir, name);
    const stat = statSync(full, { throwIfNoEntry: false });
    if (!stat) continue;
    if (stat.isDirectory()) walk(full, out);
    else if (IMAGE.test(name) && stat.size > 15_000) out.push(full);
  }
  return out;
}

/** The pictures of the set, each once (the same file shipped by several packages counts once). */
async function labelledSet(): Promise<{ name: string; data: Buffer }[]> {
  const files = [
    ...walk(path.join(ROOT, 'apps/web/public')),
    ...walk(path.join(ROOT, 'node_modules')),
    ...walk(path.join(ROOT, 'apps/server/node_modules')),
    ...EXTRA.flatMap((d) => walk(d)),
  ];
  const seen = new Set<string>();
  const set = [];
  for (const file of files) {
    const data = readFileSync(file);
    const key = `${data.length}:${data.subarray(0, 64).toString('hex')}`;
    if (seen.has(key)) continue;
    const meta = await sharp(data)
      .metadata()
      .catch(() => null);
    // Icons and sprites are not photos anyone would upload.
    if (!meta?.width || !meta.height || Math.min(meta.width, meta.height) < 128) continue;
    seen.add(key);
    set.push({ name: path.relative(ROOT, file), data });
  }
  return set;
}

/** The picture, mirrored, and five 60 % crops. */
async function variants(data: Buffer): Promise<Buffer[]> {
  const { width, height } = await sharp(data).rotate().metadata();
  const w = Math.round(width! * 0.6);
  const h = Math.round(height! * 0.6);
  const crops = [
    [Math.round((width! - w) / 2), Math.round((height! - h) / 2)],
    [0, 0],
    [width! - w, 0],
    [0, height! - h],
    [width! - w, height! - h],
  ];
  return [
    data,
    await sharp(data).flop().png().toBuffer(),
    ...(await Promise.all(
      crops.map(([left, top]) => sharp(data).extract({ left: left!, top: top!, width: w, height: h }).png().toBuffer()),
    )),
  ];
}

async function modelAlone() {
  const set = await labelledSet();
  const classifier = createNudityClassifier(createVisionClient({ maxQueue: 1000, retryAfterSeconds: 1 }));
  const loadStart = performance.now();
  await classifier.warm();
  const loadMs = performance.now() - loadStart;
  const times: number[] = [];
  const rows: { name: string; worst: NudityScores; variants: number }[] = [];
  const all: number[] = [];
  for (const picture of set) {
    let worst: NudityScores | null = null;
    const pictures = await variants(picture.data);
    for (const v of pictures) {
      const t = performance.now();
      const scores = await classifier.classify(v);
      times.push(performance.now() - t);
      all.push(nudityScore(scores));
      if (!worst || nudityScore(scores) > nudityScore(worst)) worst = scores;
    }
    rows.push({ name: picture.name, worst: worst!, variants: pictures.length });
  }
  await classifier.close();

  const sorted = [...times].sort((a, b) => a - b);
  console.log(`model load in its worker: ${loadMs.toFixed(0)} ms`);
  console.log(
    `scoring one picture (sharp resize to 224×224 + inference), ${sorted.length} pictures one at a time: ` +
      `p50 ${percentile(sorted, 50).toFixed(0)} ms, p95 ${percentile(sorted, 95).toFixed(0)} ms`,
  );
  console.log(`\nlabelled set: ${set.length} pictures, none explicit; ${all.length} scored with their variants`);
  console.log('highest P(porn)+P(hentai) per picture (any variant), highest first:');
  for (const row of rows.sort((a, b) => nudityScore(b.worst) - nudityScore(a.worst)).slice(0, 12)) {
    console.log(
      `  ${nudityScore(row.worst).toFixed(3)}  sexy ${row.worst.Sexy.toFixed(3)}  ${row.name}` +
        `  → ${screeningVerdict(row.worst, DEFAULTS)}`,
    );
  }
  const byScore = [...all].sort((a, b) => a - b);
  console.log(
    `scores over all variants: p50 ${percentile(byScore, 50).toFixed(3)}, p95 ${percentile(byScore, 95).toFixed(3)}, ` +
      `max ${byScore.at(-1)!.toFixed(3)}`,
  );
  console.log('share of these non-explicit pictures (with variants) a threshold would catch:');
  for (const at of [0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9]) {
    const caught = all.filter((s) => s >= at).length;
    console.log(`  ≥ ${at.toFixed(1)}: ${caught} of ${all.length} (${((100 * caught) / all.length).toFixed(1)} %)`);
  }
}

async function phonePhoto(): Promise<Buffer> {
  // A 12 MP JPEG as a phone saves it, from a picture of the repository.
  return sharp(path.join(ROOT, 'apps/web/public/og-image.jpg'))
    .resize(4000, 3000, { fit: 'fill' })
    .jpeg({ quality: 88 })
    .toBuffer();
}

async function uploads(screening: boolean, photo: Buffer) {
  const server = await startServer({
    ...process.env,
    NODE_ENV: 'development',
    DATA_DIR: `/tmp/affinia-bench-screening-${process.pid}-${screening}`,
    JWT_SECRET: 'bench-secret-0123456789-0123456789-abcdef',
    LOG_LEVEL: 'warn',
    RATE_LIMIT_REGISTER_PER_IP: '100000',
    RATE_LIMIT_PHOTO_UPLOADS_PER_HOUR: '100000',
    PHOTO_SCREENING: String(screening),
  });
  try {
    const upload = async (token: string) => {
      const form = new FormData();
      form.set('file', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), 'phone.jpg');
      const t = performance.now();
      const res = await fetch(`${server.url}/api/profile/photos`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}` },
        body: form,
      });
      await res.arrayBuffer();
      return { status: res.status, ms: performance.now() - t };
    };
    // One photo per member (6 at most each): as many members as uploads.
    const tokens: string[] = [];
    for (let i = 0; i < UPLOADS * 3 + 1; i += 1) tokens.push(await registerMember(server.url, `screening-${i}`));
    // The first upload waits for the model if it is still loading: not measured.
    await upload(tokens.pop()!);
    const report = (label: string, results: { status: number; ms: number }[]) => {
      const ok = results
        .filter((r) => r.status === 201)
        .map((r) => r.ms)
        .sort((a, b) => a - b);
      const busy = results.filter((r) => r.status === 503).length;
      const other = results.length - ok.length - busy;
      console.log(
        `  ${label}: ${ok.length} stored, p50 ${percentile(ok, 50).toFixed(0)} ms, p95 ${percentile(ok, 95).toFixed(0)} ms` +
          `${busy ? `, ${busy}× 503` : ''}${other ? `, ${other} other answers` : ''}`,
      );
    };
    const sequential = [];
    for (let i = 0; i < UPLOADS; i += 1) sequential.push(await upload(tokens.pop()!));
    report('one at a time', sequential);
    for (const burst of [4, 8]) {
      const results = [];
      for (let done = 0; done < UPLOADS; done += burst) {
        results.push(...(await Promise.all(Array.from({ length: burst }, () => upload(tokens.pop()!)))));
      }
      report(`${burst} at once`, results);
    }
  } finally {
    await server.stop();
  }
}

console.log(`${machine()}; load average ${loadavg()[0]!.toFixed(1)}`);
try {
  await modelAlone();
  if (!SKIP_UPLOADS) {
    const photo = await phonePhoto();
    const meta = await sharp(photo).metadata();
    for (const screening of [true, false]) {
      console.log(
        `\nuploads of a ${meta.width}×${meta.height} JPEG (${(photo.length / 1e6).toFixed(1)} MB), screening ${screening ? 'on' : 'off'}:`,
      );
      await uploads(screening, photo);
    }
  }
} finally {
  await stopAll();
}
console.log(`load average after: ${loadavg()[0]!.toFixed(1)}`);
