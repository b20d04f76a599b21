// Profile photos and camera material for the photo-verification tests, cut from the sample photos that
// ship in @vladmandic/face-api's package (demo/sample1–6.jpg; MIT), the only face images used. A
// "person" is one face of a sample. Measured with the models (yaw/pitch/roll in radians):
// - lea (sample1, right-hand face): yaw 0.17, pitch 0.16, roll 0.77 as is; turned 40° back she looks
//   almost straight (yaw 0.09, pitch 0.11, roll 0.11);
// - ines (sample5, second face): yaw 0.18, pitch −0.12, roll 0.03;
// - maya (sample3): a picture of three people.
// Two kinds of camera material (decision 038):
// - liveSequence: a head that really turns, rendered in 3D from the person's face (face-render.ts);
// - facePicture's shots (turned, mirrored, scaled, re-encoded) and stillAttack: 2D copies of one still,
//   what the attack of issue 31 sent; they must never pass.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import sharp from 'sharp';
import type { VerificationMove } from '@affinia/contract';
import type { FaceAnalyzer, FaceFound } from '../src/modules/verification/face-analyzer.js';
import { headRenderer, movePath, type HeadRenderer, type Pose } from './face-render.js';

const require = createRequire(import.meta.url);
const demoDir = path.join(path.dirname(require.resolve('@vladmandic/face-api/package.json')), 'demo');

type Person = { file: string; box: [number, number, number, number] };
/** Face boxes in the original pictures' pixels. */
const PEOPLE = {
  lea: { file: 'sample1.jpg', box: [1431, 186, 279, 282] },
  ines: { file: 'sample5.jpg', box: [516, 408, 306, 306] },
  maya: { file: 'sample3.jpg', box: [1359, 252, 402, 402] },
} satisfies Record<string, Person>;
export type FixturePerson = keyof typeof PEOPLE;

export type FixtureShot = {
  /** Degrees, clockwise (a head tilted to the person's left). */
  rotate?: number;
  /** Mirrored: a head turned the other way. */
  mirror?: boolean;
  /** Output width in pixels (a different file for the same pose). */
  width?: number;
  quality?: number;
};

/** A JPEG of one person's face and shoulders, as a phone would frame a selfie. */
export async function facePicture(person: FixturePerson, shot: FixtureShot = {}): Promise<Buffer> {
  const { file, box } = PEOPLE[person];
  const source = readFileSync(path.join(demoDir, file));
  const meta = await sharp(source).metadata();
  const [x, y, w, h] = box;
  const margin = 0.6;
  const left = Math.max(0, Math.round(x - margin * w));
  const top = Math.max(0, Math.round(y - margin * h));
  const width = Math.min(meta.width! - left, Math.round(w * (1 + 2 * margin)));
  const height = Math.min(meta.height! - top, Math.round(h * (1 + 2 * margin)));
  let picture = sharp(source).extract({ left, top, width, height });
  if (shot.mirror) picture = picture.flop();
  let data = await picture.jpeg({ quality: 95 }).toBuffer();
  if (shot.rotate)
    data = await sharp(data).rotate(shot.rotate, { background: '#808080' }).jpeg({ quality: 95 }).toBuffer();
  return sharp(data)
    .resize({ width: shot.width ?? 480 })
    .jpeg({ quality: shot.quality ?? 90 })
    .toBuffer();
}

/**
 * Where `npm test` keeps the faces found in each picture for the whole run (scripts/test.mjs sets it):
 * the PostgreSQL project's verification file, and the sequence file's poses the verification file
 * sends again, then read the models' answers instead of loading the models (decision 046).
 */
const RUN_CACHE = process.env.AFFINIA_FACES_CACHE_DIR;

type StoredFace = Omit<FaceFound, 'descriptor' | 'patch'> & { descriptor: number[]; patch: number[] };

/** A stored answer, or undefined when this run has not analysed the picture yet. */
function storedFaces(key: string): FaceFound[] | undefined {
  if (!RUN_CACHE || !existsSync(path.join(RUN_CACHE, `${key}.json`))) return undefined;
  const stored = JSON.parse(readFileSync(path.join(RUN_CACHE, `${key}.json`), 'utf8')) as StoredFace[];
  // Float32 values survive JSON exactly (each is a double), so the arrays come back bit for bit.
  return stored.map((f) => ({ ...f, descriptor: Float32Array.from(f.descriptor), patch: Float32Array.from(f.patch) }));
}

function storeFaces(key: string, faces: FaceFound[]): void {
  if (!RUN_CACHE) return;
  const stored: StoredFace[] = faces.map((f) => ({
    ...f,
    descriptor: Array.from(f.descriptor),
    patch: Array.from(f.patch),
  }));
  // Written whole then renamed: another test process never reads half a file.
  const partial = path.join(RUN_CACHE, `${key}.${process.pid}.partial`);
  writeFileSync(partial, JSON.stringify(stored));
  renameSync(partial, path.join(RUN_CACHE, `${key}.json`));
}

/**
 * The analyzer, remembering each picture's faces by its decoded pixels: a picture shown again (the same
 * pose in two sequences, a profile photo read at each verification, a sequence sent again as new files)
 * is analysed once per test file, and once per `npm test` run when it keeps a cache. The models give the
 * same answer for the same pixels, so nothing a test checks changes; it only stops paying for the same
 * analysis twice.
 */
export function analysedOnce(analyzer: FaceAnalyzer): FaceAnalyzer {
  const seen = new Map<string, Promise<FaceFound[]>>();
  return {
    async analyze(image) {
      const { data, info } = await image.clone().raw().toBuffer({ resolveWithObject: true });
      const key = createHash('sha256')
        .update(`${info.width}x${info.height}x${info.channels}`)
        .update(data)
        .digest('hex');
      let faces = seen.get(key);
      const stored = faces ? undefined : storedFaces(key);
      if (stored) {
        faces = Promise.resolve(stored);
        seen.set(key, faces);
      } else if (!faces) {
        faces = analyzer.analyze(image).then((found) => {
          storeFaces(key, found);
          return found;
        });
        seen.set(key, faces);
        // A busy queue is no answer about the picture: asked again next time.
        faces.catch(() => seen.delete(key));
      }
      return faces;
    },
    warm: () => analyzer.warm(),
  };
}

/**
 * The same JPEGs as files never sent before: a comment segment (`n`) after the JFIF header changes each
 * file's bytes (and SHA-256), not the picture, as a camera's next attempt would be new files.
 */
export function asNewFiles(jpegs: Buffer[], n: number): Buffer[] {
  const comment = Buffer.from(`attempt ${n}`, 'latin1');
  const segment = Buffer.concat([Buffer.from([0xff, 0xfe, 0, comment.length + 2]), comment]);
  return jpegs.map((jpeg) => {
    // After the start marker and the APP0 (JFIF) segment when there is one.
    const at = jpeg[2] === 0xff && jpeg[3] === 0xe0 ? 4 + jpeg.readUInt16BE(4) : 2;
    return Buffer.concat([jpeg.subarray(0, at), segment, jpeg.subarray(at)]);
  });
}

/** Where the person looks straight enough to be re-rendered turned (degrees to turn the crop by). */
const FRONTAL = { lea: -40, ines: 0, maya: 0 } satisfies Record<FixturePerson, number>;
/**
 * The neutral pose of the live sequences, away from the photo's own (yaw −0.3, pitch 0.2 rad in the
 * renderer's terms): a live frame is no copy of the profile photo it is compared with.
 */
export const LIVE_NEUTRAL: Pose = { yaw: -0.3, pitch: 0.2 };

const renderers = new Map<FixturePerson, Promise<HeadRenderer>>();
function rendererOf(person: FixturePerson, analyzer: FaceAnalyzer): Promise<HeadRenderer> {
  let renderer = renderers.get(person);
  if (!renderer) {
    renderer = (async () => {
      const photo = await facePicture(person, { rotate: FRONTAL[person] });
      const faces = await analyzer.analyze(sharp(photo));
      if (faces.length !== 1) throw new Error(`${person}: ${faces.length} faces in the frontal picture`);
      return headRenderer(photo, faces[0]!.mesh);
    })();
    renderers.set(person, renderer);
  }
  return renderer;
}

/**
 * The frames a camera takes of `person` making `moves` in order: the head re-rendered in 3D at each pose
 * of the path (22 JPEGs for three movements). `quality` changes the files' bytes, not what they show.
 */
export async function liveSequence(
  person: FixturePerson,
  moves: readonly VerificationMove[],
  analyzer: FaceAnalyzer,
  { neutral = LIVE_NEUTRAL, quality = 90 }: { neutral?: Pose; quality?: number } = {},
): Promise<Buffer[]> {
  const render = await rendererOf(person, analyzer);
  const frames: Buffer[] = [];
  for (const pose of movePath(moves, neutral)) {
    frames.push(
      await sharp(await render(pose))
        .jpeg({ quality })
        .toBuffer(),
    );
  }
  return frames;
}

/** One re-rendered view of `person` (a second, honest photo of them at another angle). */
export async function renderedView(person: FixturePerson, pose: Pose, analyzer: FaceAnalyzer): Promise<Buffer> {
  return (await rendererOf(person, analyzer))(pose);
}

/** Every 2D transform the attack of issue 31 used and its variations, applied to one still JPEG. */
export const STILL_TRANSFORMS = {
  turned: (jpeg: Buffer, i: number) =>
    sharp(jpeg)
      .rotate(-22 + 4 * i, { background: '#808080' })
      .jpeg()
      .toBuffer(),
  mirrored: (jpeg: Buffer, i: number) =>
    sharp(jpeg)
      .flop()
      .rotate(2 * i - 10, { background: '#808080' })
      .jpeg()
      .toBuffer(),
  scaled: (jpeg: Buffer, i: number) =>
    sharp(jpeg)
      .resize({ width: 300 + 20 * i })
      .jpeg()
      .toBuffer(),
  cropped: async (jpeg: Buffer, i: number) => {
    const { width, height } = await sharp(jpeg).metadata();
    const cut = 0.02 + 0.01 * i;
    return sharp(jpeg)
      .extract({
        left: Math.round(width! * cut),
        top: Math.round(height! * cut * 0.5),
        width: Math.round(width! * (1 - 1.5 * cut)),
        height: Math.round(height! * (1 - cut)),
      })
      .jpeg()
      .toBuffer();
  },
  reencoded: (jpeg: Buffer, i: number) =>
    sharp(jpeg)
      .jpeg({ quality: 40 + 4 * i })
      .toBuffer(),
  /** Gaussian noise of σ = 10 + 2i grey levels on each channel, drawn from a fixed seed (reproducible). */
  noised: async (jpeg: Buffer, i: number) => {
    const { data, info } = await sharp(jpeg).removeAlpha().raw().toBuffer({ resolveWithObject: true });
    let seed = 20261128 + i;
    const uniform = () => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return (seed + 1) / 2147483649;
    };
    const sigma = 10 + 2 * i;
    const out = Buffer.alloc(data.length);
    for (let k = 0; k < data.length; k++) {
      const normal = Math.sqrt(-2 * Math.log(uniform())) * Math.cos(2 * Math.PI * uniform());
      out[k] = Math.max(0, Math.min(255, Math.round(data[k]! + sigma * normal)));
    }
    return sharp(out, { raw: { width: info.width, height: info.height, channels: 3 } })
      .jpeg()
      .toBuffer();
  },
} satisfies Record<string, (jpeg: Buffer, i: number) => Promise<Buffer>>;
export type StillTransform = keyof typeof STILL_TRANSFORMS;

/** `count` (at most 14) frames made from one still by one transform, each a different variation. */
export async function stillAttack(still: Buffer, transform: StillTransform, count: number): Promise<Buffer[]> {
  const frames: Buffer[] = [];
  for (let i = 0; i < count; i++) frames.push(await STILL_TRANSFORMS[transform](still, i));
  return frames;
}
