// A small ZIP reader for tests (the export is checked by unzipping it as any archive tool would):
// reads the central directory at the end, then each entry's data, inflating deflated ones.
import { inflateRawSync } from 'node:zlib';

export function unzip(archive: Buffer): Map<string, Buffer> {
  const END_SIGNATURE = 0x06054b50;
  let end = -1;
  // The end-of-central-directory record sits in the last 22 bytes plus an optional comment (< 64 KiB).
  for (let i = archive.length - 22; i >= Math.max(0, archive.length - 22 - 0xffff); i -= 1) {
    if (archive.readUInt32LE(i) === END_SIGNATURE) {
      end = i;
      break;
    }
  }
  if (end < 0) throw new Error('not a ZIP archive: no end of central directory');
  const entries = archive.readUInt16LE(end + 10);
  let offset = archive.readUInt32LE(end + 16);
  const files = new Map<string, Buffer>();
  for (let n = 0; n < entries; n += 1) {
    if (archive.readUInt32LE(offset) !== 0x02014b50) throw new Error('corrupt central directory');
    const method = archive.readUInt16LE(offset + 10);
    const compressedSize = archive.readUInt32LE(offset + 20);
    const size = archive.readUInt32LE(offset + 24);
    const nameLength = archive.readUInt16LE(offset + 28);
    const extraLength = archive.readUInt16LE(offset + 30);
    const commentLength = archive.readUInt16LE(offset + 32);
    const localOffset = archive.readUInt32LE(offset + 42);
    const name = archive.toString('utf8', offset + 46, offset + 46 + nameLength);
    offset += 46 + nameLength + extraLength + commentLength;

    if (archive.readUInt32LE(localOffset) !== 0x04034b50) throw new Error(`corrupt local header for ${name}`);
    const dataStart =
      localOffset + 30 + archive.readUInt16LE(localOffset + 26) + archive.readUInt16LE(localOffset + 28);
    const raw = archive.subarray(dataStart, dataStart + compressedSize);
    const data = method === 0 ? Buffer.from(raw) : method === 8 ? inflateRawSync(raw) : null;
    if (!data) throw new Error(`unsupported compression method ${method} for ${name}`);
    if (data.length !== size) throw new Error(`size mismatch for ${name}`);
    files.set(name, data);
  }
  return files;
}
