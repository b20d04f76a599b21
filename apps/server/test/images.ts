// Image fixtures made on the fly with sharp (nothing binary is committed).
import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';

const solid = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 90, b: 120 } } });

export const jpeg = (width = 800, height = 600) => solid(width, height).jpeg().toBuffer();
export const png = (width = 400, height = 300) => solid(width, height).png().toBuffer();
export const webp = () => solid(300, 300).webp().toBuffer();
export const avif = () => solid(128, 128).avif().toBuffer();
export const gif = () => solid(64, 64).gif().toBuffer();

/** A JPEG carrying GPS coordinates and a camera model in its EXIF, and orientation 6 (rotated). */
export const jpegWithGps = () =>
  solid(600, 400)
    .jpeg()
    .withMetadata({ orientation: 6 })
    .withExif({
      IFD0: { Make: 'AffiniaTestCam', Model: 'Model X' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '48/1 51/1 24/1', GPSLongitudeRef: 'E', GPSLongitude: '2/1 21/1 3/1' },
    })
    .toBuffer();

/** A valid PNG header claiming 20000×20000 pixels (a decompression bomb's calling card). */
export function hugePngHeader(width = 20_000, height = 20_000): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([len, body, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.writeUInt8(8, 8); // bit depth
  ihdr.writeUInt8(2, 9); // RGB
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([
    signature,
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(Buffer.alloc(1024))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

export const svgWithScript = () =>
  Buffer.from(
    '<svg xmlns="http://www.w3.org/2000/svg" width="100" height="100"><script>alert(1)</script><rect width="100" height="100" fill="red"/></svg>',
  );
