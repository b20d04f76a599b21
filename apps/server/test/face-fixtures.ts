// Selfies and profile photos for the photo-verification tests, cut from the sample photos that ship in
// @vladmandic/face-api's package (demo/sample1–6.jpg; MIT), the only face images used. A "person" is one
// face of a sample; their poses are made the way a head moves in a camera's eye: a tilt is the picture
// turned, the opposite turn is the picture mirrored. Measured with the models (yaw/roll in radians):
// - lea (sample1, right-hand face): yaw 0.17, roll 0.77 as is; turned 40° back she looks straight;
// - ines (sample2, left-hand face): yaw 0.64 (her head turned to her right), roll −0.31;
// - sofia (sample5): a different woman, looking almost straight (yaw 0.18, roll 0.03).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import sharp from 'sharp';

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

/** Poses each fixture person can take, as the shots that make them. */
export const POSE_SHOTS = {
  lea: { straight: { rotate: -40 }, tilt_left: {}, tilt_right: { mirror: true } },
  ines: { turn_left: {}, turn_right: { mirror: true }, tilt_left: { rotate: 25 } },
} as const;
