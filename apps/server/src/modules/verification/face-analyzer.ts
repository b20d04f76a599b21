// Faces in a picture, from the vision worker's 'faces' task (@vladmandic/human: BlazeFace detection,
// FaceMesh head pose, anti-spoof and liveness scores, FaceRes descriptor). The picture is read oriented
// and shrunk to 640 px at most on its longest side: enough for a selfie's face, and it bounds the cost.
import type { Sharp } from 'sharp';
import type { VisionClient } from '../photo-screening/vision-client.js';
import { alignedPatch } from './face-copies.js';

export const FACE_INPUT_SIDE = 640;

export type FaceFound = {
  /** Detection confidence in [0, 1]. */
  score: number;
  /** Head pose in radians, as seen by a camera that does not mirror: yaw > 0 is the person's head turned
   * to their right, roll > 0 their head tilted to their left (towards the picture's right). */
  yaw: number;
  roll: number;
  pitch: number;
  /** Anti-spoof ("a real face, not a picture of one") and liveness scores in [0, 1]. */
  real: number;
  live: number;
  /** FaceRes descriptor (1024 values). */
  descriptor: Float32Array;
  /** Box in the analysed picture's pixels: [x, y, width, height]. */
  box: [number, number, number, number];
  /** FaceMesh's 468 landmarks [x, y, z] in the analysed picture's pixels. */
  mesh: [number, number, number][];
  /** The face aligned on its landmarks, grey, zero mean and unit norm (face-copies.ts). */
  patch: Float32Array;
};

type WorkerFace = {
  score: number;
  box: [number, number, number, number];
  yaw: number | null;
  pitch: number | null;
  roll: number | null;
  real: number | null;
  live: number | null;
  embedding: number[] | null;
  mesh: [number, number, number][] | null;
};

export type FaceAnalyzer = {
  /** Throws `verificationBusy` (503, Retry-After) when the vision queue is full. */
  analyze(image: Sharp): Promise<FaceFound[]>;
  warm(): Promise<void>;
};

export function createFaceAnalyzer(vision: VisionClient): FaceAnalyzer {
  return {
    async analyze(image) {
      let pixels: { data: Buffer; width: number; height: number } | undefined;
      const faces = await vision.run<WorkerFace[]>('faces', async () => {
        const { data, info } = await image
          .resize(FACE_INPUT_SIDE, FACE_INPUT_SIDE, { fit: 'inside', withoutEnlargement: true })
          .removeAlpha()
          .toColourspace('srgb')
          .raw()
          .toBuffer({ resolveWithObject: true });
        // A copy of its own: its buffer is moved to the worker (a Buffer may share a pooled one).
        const rgb = new Uint8Array(data);
        pixels = { data, width: info.width, height: info.height };
        return { input: { rgb, width: info.width, height: info.height }, transfer: [rgb.buffer as ArrayBuffer] };
      });
      // A face without a pose or a descriptor (cut by the frame's edge) cannot be checked: not counted.
      return faces.flatMap((f) =>
        f.yaw === null || f.roll === null || f.embedding === null || f.mesh === null || !pixels
          ? []
          : [
              {
                score: f.score,
                yaw: f.yaw,
                roll: f.roll,
                pitch: f.pitch ?? 0,
                real: f.real ?? 0,
                live: f.live ?? 0,
                descriptor: Float32Array.from(f.embedding),
                box: f.box,
                mesh: f.mesh,
                patch: alignedPatch(pixels, f.mesh),
              },
            ],
      );
    },
    warm: () => vision.warm('faces'),
  };
}

/** Cosine similarity of two descriptors, in [-1, 1] (1: the same direction). */
export function faceSimilarity(a: Float32Array, b: Float32Array): number {
  let dot = 0;
  let na = 0;
  let nb = 0;
  for (let i = 0; i < a.length; i++) {
    dot += a[i]! * b[i]!;
    na += a[i]! * a[i]!;
    nb += b[i]! * b[i]!;
  }
  return na === 0 || nb === 0 ? 0 : dot / Math.sqrt(na * nb);
}

/** Descriptors are stored as base64 of their float32 little-endian bytes. */
export function encodeDescriptor(d: Float32Array): string {
  const buf = Buffer.alloc(d.length * 4);
  d.forEach((v, i) => buf.writeFloatLE(v, i * 4));
  return buf.toString('base64');
}

export function decodeDescriptor(text: string): Float32Array {
  const buf = Buffer.from(text, 'base64');
  const d = new Float32Array(buf.length / 4);
  for (let i = 0; i < d.length; i++) d[i] = buf.readFloatLE(i * 4);
  return d;
}
