// Live-camera frames of a head that really turns, for the accepting path of photo verification
// (decision 038): a 3D re-rendering, not a 2D transform of a picture. FaceMesh's 468 landmarks of a
// frontal face (x, y in pixels, z depth on the same scale, measured by the models on the sample photo)
// are a 3D surface; its triangles (TRI468, from @vladmandic/human's own source) are textured with the
// photo, the surface is turned in 3D (yaw about the vertical axis, pitch about the horizontal one) around
// the head's centre, projected and rasterised with a depth buffer, over the photo whose face was first
// smoothed away. Parts of the face hidden in the photo come out stretched, as in any re-rendering from
// one picture. Exactly what an attacker holding one photo would have to build (decision 038).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import sharp from 'sharp';
import { bilinear } from '../src/modules/verification/face-copies.js';

const require = createRequire(import.meta.url);
// The package's exports map lists no ./package.json: its directory is two levels above its main entry.
const humanDir = path.dirname(path.dirname(require.resolve('@vladmandic/human')));

/** The mesh's triangles, read from the package's source (a list of vertex indices, three per triangle). */
const TRIANGLES: number[] = (() => {
  const source = readFileSync(path.join(humanDir, 'src/face/facemeshcoords.ts'), 'utf8');
  const body = /export const TRI468: number\[\] = \[([^\]]*)\]/.exec(source)?.[1];
  if (!body) throw new Error('TRI468 not found in @vladmandic/human/src/face/facemeshcoords.ts');
  return body
    .split(',')
    .map((v) => v.trim())
    .filter(Boolean)
    .map(Number);
})();

type Mesh = readonly (readonly number[])[];
export type Pose = { yaw: number; pitch: number };
type Image = { data: Buffer; width: number; height: number };

async function rawOf(jpeg: Buffer): Promise<Image> {
  const { data, info } = await sharp(jpeg).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

/** Fills every triangle of the 2D mesh `at` with colours read from `texture` at the points `from`. */
function rasterise(out: Image, depth: Float32Array, at: number[][], from: number[][], texture: Image, near: number) {
  const w = out.width;
  const h = out.height;
  for (let t = 0; t < TRIANGLES.length; t += 3) {
    const [i, j, k] = [TRIANGLES[t]!, TRIANGLES[t + 1]!, TRIANGLES[t + 2]!];
    const [a, b, c] = [at[i]!, at[j]!, at[k]!];
    const area = (b[0]! - a[0]!) * (c[1]! - a[1]!) - (c[0]! - a[0]!) * (b[1]! - a[1]!);
    if (Math.abs(area) < 1e-6) continue;
    const minX = Math.max(0, Math.floor(Math.min(a[0]!, b[0]!, c[0]!)));
    const maxX = Math.min(w - 1, Math.ceil(Math.max(a[0]!, b[0]!, c[0]!)));
    const minY = Math.max(0, Math.floor(Math.min(a[1]!, b[1]!, c[1]!)));
    const maxY = Math.min(h - 1, Math.ceil(Math.max(a[1]!, b[1]!, c[1]!)));
    for (let y = minY; y <= maxY; y++) {
      for (let x = minX; x <= maxX; x++) {
        const px = x + 0.5;
        const py = y + 0.5;
        const l1 = ((b[0]! - px) * (c[1]! - py) - (c[0]! - px) * (b[1]! - py)) / area;
        const l2 = ((c[0]! - px) * (a[1]! - py) - (a[0]! - px) * (c[1]! - py)) / area;
        const l3 = 1 - l1 - l2;
        if (l1 < -1e-6 || l2 < -1e-6 || l3 < -1e-6) continue;
        // Depth: larger is nearer the camera.
        const z = near * (l1 * a[2]! + l2 * b[2]! + l3 * c[2]!);
        const o = y * w + x;
        if (z <= depth[o]!) continue;
        depth[o] = z;
        const [fa, fb, fc] = [from[i]!, from[j]!, from[k]!];
        const sx = l1 * fa[0]! + l2 * fb[0]! + l3 * fc[0]!;
        const sy = l1 * fa[1]! + l2 * fb[1]! + l3 * fc[1]!;
        sample(texture, sx, sy, out.data, o * 3);
      }
    }
  }
}

/** The colour at (x, y) of a picture whose pixel centres are at half-integers, written at `at`. */
function sample(img: Image, x: number, y: number, into: Buffer, at: number) {
  for (let ch = 0; ch < 3; ch++) into[at + ch] = Math.round(bilinear(img, x - 0.5, y - 0.5, (o) => img.data[o + ch]!));
}

export type HeadRenderer = (pose: Pose) => Promise<Buffer>;

/**
 * A renderer of the face in `photo` (a JPEG) whose FaceMesh is `mesh`: each call gives a JPEG of the
 * head turned by `yaw` (radians, > 0 towards the picture's right) and `pitch` (> 0 chin down).
 */
export async function headRenderer(photo: Buffer, mesh: Mesh): Promise<HeadRenderer> {
  const texture = await rawOf(photo);
  // The background: the photo with its face smoothed away (a heavy blur inside the face's own mesh).
  const blurred = await rawOf(await sharp(photo).blur(25).jpeg().toBuffer());
  const background: Image = { ...texture, data: Buffer.from(texture.data) };
  const flat = mesh.map((p) => [p[0]!, p[1]!, 0]);
  rasterise(background, new Float32Array(texture.width * texture.height).fill(-Infinity), flat, flat, blurred, 1);
  const n = mesh.length;
  const centre = [0, 1, 2].map((d) => mesh.reduce((s, p) => s + p[d]!, 0) / n);
  // FaceMesh's z grows away from the camera or towards it: the nose tip (landmark 1) is the nearest point.
  const near = mesh[1]![2]! < centre[2]! ? -1 : 1;
  // The head turns about a point behind the face (the neck), not about the face's surface.
  const depthOfHead = 0.6 * (Math.max(...mesh.map((p) => p[0]!)) - Math.min(...mesh.map((p) => p[0]!)));
  const pivot = [centre[0]!, centre[1]!, centre[2]! - near * depthOfHead];
  const source = mesh.map((p) => [p[0]!, p[1]!]);

  return async ({ yaw, pitch }) => {
    const cy = Math.cos(yaw);
    const sy = Math.sin(yaw);
    const cp = Math.cos(pitch);
    const sp = Math.sin(pitch);
    const turned = mesh.map((p) => {
      // Into "towards the camera is +z", turned, and back.
      const x = p[0]! - pivot[0]!;
      const y = p[1]! - pivot[1]!;
      const z = near * (p[2]! - pivot[2]!);
      // Yaw: the nose (z > 0) goes towards +x for yaw > 0; pitch: the nose goes down (+y) for pitch > 0.
      const x1 = x * cy + z * sy;
      const z1 = -x * sy + z * cy;
      const y2 = y * cp + z1 * sp;
      const z2 = -y * sp + z1 * cp;
      return [x1 + pivot[0]!, y2 + pivot[1]!, near * z2 + pivot[2]!];
    });
    const out: Image = { ...background, data: Buffer.from(background.data) };
    rasterise(out, new Float32Array(out.width * out.height).fill(-Infinity), turned, source, texture, near);
    return sharp(out.data, { raw: { width: out.width, height: out.height, channels: 3 } })
      .jpeg({ quality: 90 })
      .toBuffer();
  };
}

/** Direction of each movement in the renderer's terms (the person's right is the picture's left). */
const DIRECTIONS = {
  turn_left: { yaw: 1, pitch: 0 },
  turn_right: { yaw: -1, pitch: 0 },
  look_up: { yaw: 0, pitch: -1 },
  look_down: { yaw: 0, pitch: 1 },
} as const;

/**
 * The poses of a head making `moves` in order from `neutral`: out to `amplitude` radians in four steps,
 * back in three to near the neutral pose (a person never comes back exactly), 22 frames for three
 * movements, as a camera taking a frame every 0.3 s sees it.
 */
export function movePath(moves: readonly (keyof typeof DIRECTIONS)[], neutral: Pose, amplitude = 0.5): Pose[] {
  const path: Pose[] = [neutral];
  for (const move of moves) {
    const d = DIRECTIONS[move];
    for (const f of [0.25, 0.5, 0.75, 1, 2 / 3, 1 / 3, 0.04]) {
      path.push({ yaw: neutral.yaw + d.yaw * amplitude * f, pitch: neutral.pitch + d.pitch * amplitude * f });
    }
  }
  return path;
}
