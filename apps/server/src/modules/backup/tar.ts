// A minimal POSIX ustar archive writer and reader for backups: regular files only, names under 100
// bytes, written and read file by file so a large photo directory never sits in memory at once.
// Any `tar` reads the result (`tar tvf affinia.backup`).
import { closeSync, openSync, readSync, writeSync } from 'node:fs';

const BLOCK = 512;

function header(name: string, size: number, mtime: Date): Buffer {
  const nameBytes = Buffer.from(name, 'utf8');
  if (nameBytes.length > 99) throw new Error(`archive entry name too long: ${name}`);
  const h = Buffer.alloc(BLOCK, 0);
  nameBytes.copy(h, 0);
  const octal = (value: number, length: number) => value.toString(8).padStart(length - 1, '0') + '\0';
  h.write(octal(0o640, 8), 100, 'ascii');
  h.write(octal(0, 8), 108, 'ascii');
  h.write(octal(0, 8), 116, 'ascii');
  h.write(octal(size, 12), 124, 'ascii');
  h.write(octal(Math.floor(mtime.getTime() / 1000), 12), 136, 'ascii');
  h.write('        ', 148, 'ascii');
  h.write('0', 156, 'ascii');
  h.write('ustar\0', 257, 'ascii');
  h.write('00', 263, 'ascii');
  let sum = 0;
  for (const byte of h) sum += byte;
  h.write(sum.toString(8).padStart(6, '0') + '\0 ', 148, 'ascii');
  return h;
}

export function createTarWriter(file: string) {
  const fd = openSync(file, 'wx', 0o600);
  const now = new Date();
  return {
    add(name: string, data: Buffer): void {
      writeSync(fd, header(name, data.length, now));
      writeSync(fd, data);
      const pad = (BLOCK - (data.length % BLOCK)) % BLOCK;
      if (pad) writeSync(fd, Buffer.alloc(pad));
    },
    /** Two zero blocks end the archive. */
    finish(): void {
      writeSync(fd, Buffer.alloc(BLOCK * 2));
      closeSync(fd);
    },
    abort(): void {
      closeSync(fd);
    },
  };
}

export class ArchiveError extends Error {}

/** Calls `onEntry` for each file of the archive in order; throws ArchiveError on a damaged archive. */
export function readTar(file: string, onEntry: (name: string, data: Buffer) => void): void {
  const fd = openSync(file, 'r');
  try {
    const h = Buffer.alloc(BLOCK);
    let offset = 0;
    for (;;) {
      if (readSync(fd, h, 0, BLOCK, offset) !== BLOCK) throw new ArchiveError('archive ends without its end marker');
      if (h.every((b) => b === 0)) return;
      let sum = 0;
      for (let i = 0; i < BLOCK; i++) sum += i >= 148 && i < 156 ? 32 : (h[i] ?? 0);
      if (parseInt(h.toString('ascii', 148, 156), 8) !== sum) throw new ArchiveError('damaged archive (checksum)');
      const name = h.toString('utf8', 0, 100).replace(/\0.*$/s, '');
      const size = parseInt(h.toString('ascii', 124, 136), 8);
      const data = Buffer.alloc(size);
      if (size > 0 && readSync(fd, data, 0, size, offset + BLOCK) !== size)
        throw new ArchiveError('archive is truncated');
      if (h.toString('ascii', 156, 157) === '0' || h[156] === 0) onEntry(name, data);
      offset += BLOCK + Math.ceil(size / BLOCK) * BLOCK;
    }
  } finally {
    closeSync(fd);
  }
}
