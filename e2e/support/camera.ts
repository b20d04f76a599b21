// Chromium's fake camera fed from a file (`--use-file-for-fake-video-capture=<file>.y4m`): a Y4M video
// (YUV 4:2:0) that Chromium plays at its own frame rate from the moment a page opens the camera, then
// again from the start. Written from JPEG frames, each framed 640×480 as a webcam gives it.
import { writeFileSync } from 'node:fs';
import sharp from 'sharp';

const CAMERA_WIDTH = 640;
const CAMERA_HEIGHT = 480;

/** One frame as Y, U, V planes (BT.601, full range as JPEG uses; chroma averaged over 2×2 pixels). */
async function yuv420(jpeg: Buffer): Promise<Buffer> {
  const { data } = await sharp(jpeg)
    .resize(CAMERA_WIDTH, CAMERA_HEIGHT, { fit: 'contain', background: '#808080' })
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const w = CAMERA_WIDTH;
  const h = CAMERA_HEIGHT;
  const out = Buffer.alloc(w * h * 1.5);
  const clamp = (v: number) => Math.max(0, Math.min(255, Math.round(v)));
  for (let i = 0; i < w * h; i++) {
    const [r, g, b] = [data[i * 3]!, data[i * 3 + 1]!, data[i * 3 + 2]!];
    out[i] = clamp(0.299 * r + 0.587 * g + 0.114 * b);
  }
  for (let y = 0; y < h / 2; y++) {
    for (let x = 0; x < w / 2; x++) {
      let u = 0;
      let v = 0;
      for (const [dx, dy] of [
        [0, 0],
        [1, 0],
        [0, 1],
        [1, 1],
      ] as const) {
        const o = ((2 * y + dy) * w + 2 * x + dx) * 3;
        const [r, g, b] = [data[o]!, data[o + 1]!, data[o + 2]!];
        u += -0.168736 * r - 0.331264 * g + 0.5 * b + 128;
        v += 0.5 * r - 0.418688 * g - 0.081312 * b + 128;
      }
      out[w * h + y * (w / 2) + x] = clamp(u / 4);
      out[w * h * 1.25 + y * (w / 2) + x] = clamp(v / 4);
    }
  }
  return out;
}

/** Writes `frames` as a Y4M video of `fps` (a fraction, e.g. [10, 3]) frames a second. */
export async function writeY4m(file: string, frames: Buffer[], fps: [number, number]): Promise<void> {
  const parts: Buffer[] = [
    Buffer.from(`YUV4MPEG2 W${CAMERA_WIDTH} H${CAMERA_HEIGHT} F${fps[0]}:${fps[1]} Ip A1:1 C420jpeg\n`),
  ];
  for (const frame of frames) parts.push(Buffer.from('FRAME\n'), await yuv420(frame));
  writeFileSync(file, Buffer.concat(parts));
}
