// Every line a test server logs, kept in memory: hand `stream` to startTestServer's `logStream` override
// and read what the real pino logger wrote.
import { Writable } from 'node:stream';

export function capturedLog() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(...chunk.toString().split('\n').filter(Boolean));
      done();
    },
  });
  return { stream, lines, text: () => lines.join('\n'), entries: () => lines.map((l) => JSON.parse(l)) };
}
