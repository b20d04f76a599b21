// Geometric copies of a face (decision 038). Each face found is cut out aligned on seven of its FaceMesh
// landmarks (the eyes' corners, the nose tip, the lips' middle) by the similarity transform
// (rotation, scale, shift) that best lays them on a fixed template, averaged to a small grey square and
// high-passed (its own blur subtracted: the lighting's slow gradients go, the face's structure stays),
// then normalised. Two pictures of one face that differ only by a turn, a scale, a crop, a re-encode or
// noise give the same square (correlation near 1); a mirrored copy gives the same square mirrored. A head
// that really turns shows other parts of the face at other places (parallax): its squares differ.

/** Side of the square, in samples. */
const PATCH_SIDE = 32;
/**
 * The landmarks the square is laid on and where a frontal face has them: the eyes' corners, the nose tip
 * and the lips' middle (FaceMesh indices, with their coordinates in FaceMesh's own UV map of the face,
 * @vladmandic/human src/face/facemeshcoords.ts; MIT). Symmetric, so a mirrored face lays the same way.
 * These seven came out steadiest under noise and re-encoding; the face's outline and brows move more.
 */
const ANCHORS: [number, number, number][] = [
  [33, 0.2801, 0.3756],
  [133, 0.4191, 0.3872],
  [362, 0.581, 0.3872],
  [263, 0.7199, 0.3756],
  [1, 0.5, 0.5475],
  [13, 0.5, 0.6923],
  [14, 0.5, 0.6953],
];
/** Half-width, in samples, of the box blur subtracted (the high pass). */
const HIGH_PASS_RADIUS = 4;
/** Each sample averages 3×3 points spread over this many samples (a low pass against noise). */
const SMOOTHING = 3;

export type Rgb = { data: Buffer | Uint8Array; width: number; height: number };
type Mesh = readonly (readonly number[])[];

/** Least-squares similarity taking the picture's anchors onto the template: d = M·s + t. */
function similarityToTemplate(mesh: Mesh) {
  const source = ANCHORS.map(([i]) => [mesh[i]![0]!, mesh[i]![1]!] as [number, number]);
  // The template fills the square with the face (the UV map's unit square, a little inset).
  const target = ANCHORS.map(
    ([, u, v]) => [(0.1 + 0.8 * u) * PATCH_SIDE, (0.05 + 0.9 * v) * PATCH_SIDE] as [number, number],
  );
  const n = source.length;
  const mean = (pts: [number, number][]) => [
    pts.reduce((a, p) => a + p[0], 0) / n,
    pts.reduce((a, p) => a + p[1], 0) / n,
  ];
  const [sx, sy] = mean(source);
  const [dx, dy] = mean(target);
  let num1 = 0;
  let num2 = 0;
  let den = 0;
  for (let i = 0; i < n; i++) {
    const ux = source[i]![0] - sx!;
    const uy = source[i]![1] - sy!;
    const vx = target[i]![0] - dx!;
    const vy = target[i]![1] - dy!;
    num1 += ux * vx + uy * vy;
    num2 += ux * vy - uy * vx;
    den += ux * ux + uy * uy;
  }
  const a = den === 0 ? 1 : num1 / den;
  const b = den === 0 ? 0 : num2 / den;
  return { a, b, sx: sx!, sy: sy!, dx: dx!, dy: dy! };
}

/**
 * Bilinear interpolation at (x, y) of a value read at each pixel of an RGB picture (`at` gets the
 * offset of the pixel's first byte); coordinates outside the picture read its edge.
 */
export function bilinear(img: Rgb, x: number, y: number, at: (offset: number) => number): number {
  const cx = Math.min(img.width - 1, Math.max(0, x));
  const cy = Math.min(img.height - 1, Math.max(0, y));
  const x0 = Math.floor(cx);
  const y0 = Math.floor(cy);
  const x1 = Math.min(img.width - 1, x0 + 1);
  const y1 = Math.min(img.height - 1, y0 + 1);
  const fx = cx - x0;
  const fy = cy - y0;
  const v = (px: number, py: number) => at((py * img.width + px) * 3);
  return (v(x0, y0) * (1 - fx) + v(x1, y0) * fx) * (1 - fy) + (v(x0, y1) * (1 - fx) + v(x1, y1) * fx) * fy;
}

const greyAt = (img: Rgb, x: number, y: number) =>
  bilinear(img, x, y, (o) => 0.299 * img.data[o]! + 0.587 * img.data[o + 1]! + 0.114 * img.data[o + 2]!);

/** Inside the face: an ellipse around the template's anchors (the background and hair stay out). */
const MASK = (() => {
  const mask = new Uint8Array(PATCH_SIDE * PATCH_SIDE);
  for (let y = 0; y < PATCH_SIDE; y++) {
    for (let x = 0; x < PATCH_SIDE; x++) {
      const u = (x + 0.5) / PATCH_SIDE - 0.5;
      const v = (y + 0.5) / PATCH_SIDE - 0.52;
      mask[y * PATCH_SIDE + x] = (u / 0.38) ** 2 + (v / 0.44) ** 2 <= 1 ? 1 : 0;
    }
  }
  return mask;
})();

/** The aligned, high-passed, normalised grey square of one face (see the top of the file). */
export function alignedPatch(img: Rgb, mesh: Mesh): Float32Array {
  const { a, b, sx, sy, dx, dy } = similarityToTemplate(mesh);
  const k = 1 / (a * a + b * b);
  // One sample of the square spans several pixels of the picture: 3×3 sub-samples average them.
  const raw = new Float32Array(PATCH_SIDE * PATCH_SIDE);
  for (let y = 0; y < PATCH_SIDE; y++) {
    for (let x = 0; x < PATCH_SIDE; x++) {
      let sum = 0;
      for (let j = -1; j <= 1; j++) {
        for (let i = -1; i <= 1; i++) {
          const ux = x + 0.5 + (SMOOTHING * i) / 3 - dx;
          const uy = y + 0.5 + (SMOOTHING * j) / 3 - dy;
          // The inverse similarity: s = M⁻¹·(d − t).
          sum += greyAt(img, sx + k * (a * ux + b * uy), sy + k * (-b * ux + a * uy));
        }
      }
      raw[y * PATCH_SIDE + x] = sum / 9;
    }
  }
  const out = new Float32Array(PATCH_SIDE * PATCH_SIDE);
  const r = HIGH_PASS_RADIUS;
  for (let y = 0; y < PATCH_SIDE; y++) {
    for (let x = 0; x < PATCH_SIDE; x++) {
      let sum = 0;
      let n = 0;
      for (let j = Math.max(0, y - r); j <= Math.min(PATCH_SIDE - 1, y + r); j++) {
        for (let i = Math.max(0, x - r); i <= Math.min(PATCH_SIDE - 1, x + r); i++) {
          sum += raw[j * PATCH_SIDE + i]!;
          n++;
        }
      }
      out[y * PATCH_SIDE + x] = MASK[y * PATCH_SIDE + x] ? raw[y * PATCH_SIDE + x]! - sum / n : 0;
    }
  }
  return normalised(out);
}

function normalised(p: Float32Array): Float32Array {
  let mean = 0;
  let n = 0;
  for (let i = 0; i < p.length; i++) {
    if (MASK[i]) {
      mean += p[i]!;
      n++;
    }
  }
  mean /= n;
  let norm = 0;
  for (let i = 0; i < p.length; i++) {
    if (MASK[i]) {
      p[i] = p[i]! - mean;
      norm += p[i]! * p[i]!;
    }
  }
  norm = Math.sqrt(norm) || 1;
  for (let i = 0; i < p.length; i++) p[i] = MASK[i] ? p[i]! / norm : 0;
  return p;
}

/** The square seen in a mirror (left and right swapped), normalised again (the mask is symmetric). */
function mirroredPatch(p: Float32Array): Float32Array {
  const out = new Float32Array(p.length);
  for (let y = 0; y < PATCH_SIDE; y++) {
    for (let x = 0; x < PATCH_SIDE; x++) out[y * PATCH_SIDE + x] = p[y * PATCH_SIDE + (PATCH_SIDE - 1 - x)]!;
  }
  return normalised(out);
}

/** Normalised cross-correlation of two squares, in [-1, 1]. */
function patchCorrelation(a: Float32Array, b: Float32Array): number {
  let dot = 0;
  for (let i = 0; i < a.length; i++) dot += a[i]! * b[i]!;
  return dot;
}

/** How much `b` looks like a geometric copy of `a`, straight or mirrored: the larger correlation. */
export function copyScore(a: Float32Array, b: Float32Array): { score: number; mirrored: boolean } {
  const straight = patchCorrelation(a, b);
  const mirrored = patchCorrelation(a, mirroredPatch(b));
  return mirrored > straight ? { score: mirrored, mirrored: true } : { score: straight, mirrored: false };
}
