// Turns an uploaded file into a safe photo: decoded to prove it is an image (the name and declared
// type are never trusted), size- and pixel-limited against decompression bombs, auto-rotated,
// resized, re-encoded to WebP, and stripped of every piece of metadata (EXIF GPS above all).
import sharp, { type Metadata } from 'sharp';
import { MSG, PHOTO_MAX_SIDE } from '@affinia/contract';
import { HttpError, badRequest } from '../../http/errors.js';

export const MAX_PHOTO_PIXELS = 40_000_000;
export const MAX_PHOTO_SIDE = PHOTO_MAX_SIDE;
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'heif', 'gif']);

export type ProcessedPhoto = { data: Buffer; contentType: 'image/webp'; width: number; height: number };

export async function processPhoto(input: Buffer): Promise<ProcessedPhoto> {
  if (input.length === 0) throw badRequest(MSG.photoEmpty);
  let meta: Metadata;
  try {
    meta = await sharp(input, { limitInputPixels: false }).metadata();
  } catch {
    throw badRequest(MSG.photoInvalid);
  }
  // heif covers AVIF; SVG, TIFF, PDF and the like are refused even though libvips could read them.
  if (!meta.format || !ACCEPTED_FORMATS.has(meta.format)) throw badRequest(MSG.photoInvalid);
  if (meta.format === 'heif' && meta.compression !== 'av1') throw badRequest(MSG.photoInvalid);
  if (!meta.width || !meta.height) throw badRequest(MSG.photoInvalid);
  if (meta.width * meta.height > MAX_PHOTO_PIXELS) throw new HttpError(413, MSG.photoTooManyPixels);
  try {
    // failOn 'truncated' refuses cut-off files instead of saving a half-grey picture.
    const { data, info } = await sharp(input, { failOn: 'truncated', limitInputPixels: MAX_PHOTO_PIXELS, pages: 1 })
      .rotate()
      .resize({ width: MAX_PHOTO_SIDE, height: MAX_PHOTO_SIDE, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer({ resolveWithObject: true });
    return { data, contentType: 'image/webp', width: info.width, height: info.height };
  } catch {
    throw badRequest(MSG.photoInvalid);
  }
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
