// Turns an uploaded file into a safe photo: decoded to prove it is an image (the name and declared
// type are never trusted), size- and pixel-limited against decompression bombs, auto-rotated,
// resized, re-encoded to WebP, and stripped of every piece of metadata (EXIF GPS above all).
// Everything that bounds the cost of the decode is checked first, from the header alone (sharp's
// metadata() reads no pixels): format, dimensions, pixel count, bits per sample.
import sharp, { type Metadata, type Sharp } from 'sharp';
import { PHOTO_MAX_SIDE } from '@affinia/contract';
import { apiError } from '../../http/errors.js';
import type { DecodeSlots } from './decode-slots.js';

/** What a phone photo needs (a 200 MP sensor saves 12–50 MP): 25 MP decode to at most 100 MB in 8-bit RGBA. */
export const MAX_PHOTO_PIXELS = 25_000_000;
/** Longest side accepted (a wide panorama); beyond it the picture is a strip made to cost, not a photo. */
export const MAX_INPUT_SIDE = 12_000;
export const MAX_PHOTO_SIDE = PHOTO_MAX_SIDE;
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'heif', 'gif']);

// libvips keeps recent operations and their pixels (up to 50 MB) for reuse; every upload is a new
// image, so the cache only holds memory (measured: bench/photo-uploads.ts, docs/benchmarks.md).
sharp.cache(false);

export type ProcessedPhoto = { data: Buffer; contentType: 'image/webp'; width: number; height: number };

/**
 * Reads the picture, oriented as it is shown (EXIF rotation applied), for a check that runs beside the
 * encoding (nudity screening): a fresh libvips pipeline on the same input, so it can shrink on load.
 */
export type SideCheck<T> = (oriented: Sharp) => Promise<T>;

/**
 * `slots` bounds how many decodes run at once in this process (the header checks run before waiting).
 * `check`, when given, runs in the same slot at the same time as the encoding: the upload waits for the
 * slower of the two, not their sum, and a refusal from either stores nothing.
 */
export async function processPhoto(input: Buffer, slots: DecodeSlots): Promise<ProcessedPhoto>;
export async function processPhoto<T>(
  input: Buffer,
  slots: DecodeSlots,
  check: SideCheck<T>,
): Promise<ProcessedPhoto & { checked: T }>;
export async function processPhoto<T>(
  input: Buffer,
  slots: DecodeSlots,
  check?: SideCheck<T>,
): Promise<ProcessedPhoto & { checked?: T }> {
  await checkPhotoHeader(input);
  const oriented = () => orientedPhoto(input);
  const encode = async (): Promise<ProcessedPhoto> => {
    try {
      const { data, info } = await oriented()
        .resize({ width: MAX_PHOTO_SIDE, height: MAX_PHOTO_SIDE, fit: 'inside', withoutEnlargement: true })
        .webp({ quality: 82 })
        .toBuffer({ resolveWithObject: true });
      return { data, contentType: 'image/webp' as const, width: info.width, height: info.height };
    } catch {
      throw apiError('photoInvalid');
    }
  };
  return slots.run(async () => {
    if (!check) return encode();
    const [photo, checked] = await Promise.all([encode(), check(oriented())]);
    return { ...photo, checked };
  });
}

/**
 * Everything that bounds the cost of decoding, from the header alone (no pixels read): refuses what is
 * not an accepted image, too many pixels, or more than 8 bits per sample, with the photo error codes.
 */
export async function checkPhotoHeader(input: Buffer): Promise<void> {
  if (input.length === 0) throw apiError('photoEmpty');
  let meta: Metadata;
  try {
    meta = await sharp(input, { limitInputPixels: false }).metadata();
  } catch {
    throw apiError('photoInvalid');
  }
  // heif covers AVIF; SVG, TIFF, PDF and the like are refused even though libvips could read them.
  if (!meta.format || !ACCEPTED_FORMATS.has(meta.format)) throw apiError('photoInvalid');
  if (meta.format === 'heif' && meta.compression !== 'av1') throw apiError('photoInvalid');
  if (!meta.width || !meta.height) throw apiError('photoInvalid');
  if (meta.width * meta.height > MAX_PHOTO_PIXELS || Math.max(meta.width, meta.height) > MAX_INPUT_SIDE) {
    throw apiError('photoTooManyPixels');
  }
  // 16-bit (or float) samples double or quadruple the decoded size for nothing a profile photo shows.
  if (meta.depth !== 'uchar') throw apiError('photoDepthUnsupported');
}

/** The picture as it is shown (EXIF rotation applied); 'truncated' refuses cut-off files, not half-grey ones. */
export function orientedPhoto(input: Buffer): Sharp {
  return sharp(input, { failOn: 'truncated', limitInputPixels: MAX_PHOTO_PIXELS, pages: 1 }).rotate();
}

/**
 * A narrower copy of a stored (already re-encoded, metadata-free) photo for `srcset`. Never enlarges:
 * a photo already narrower than `width` comes back as it is.
 */
export async function resizeStoredPhoto(data: Buffer, width: number): Promise<Buffer> {
  return sharp(data, { limitInputPixels: MAX_PHOTO_PIXELS })
    .resize({ width, withoutEnlargement: true })
    .webp({ quality: 80 })
    .toBuffer();
}
