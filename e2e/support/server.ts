// Starts the real server (API + built web app) for browser journeys, on a random 127.0.0.1 port.
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startTestServer, type TestServerOptions } from '../../apps/server/test/test-server.js';

const webDist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../apps/web/dist');

export type AppServer = {
  baseUrl: string;
  close(): Promise<void>;
  server: Awaited<ReturnType<typeof startTestServer>>;
};

export async function startAppServer(options: TestServerOptions = {}): Promise<AppServer> {
  if (!existsSync(path.join(webDist, 'index.html'))) {
    throw new Error('The web app is not built: run `npm run build -w @affinia/web` first (npm test does it).');
  }
  // A private copy: a rebuild of apps/web/dist during a run cannot pull files from under the server.
  const copy = mkdtempSync(path.join(tmpdir(), 'affinia-web-'));
  cpSync(webDist, copy, { recursive: true, filter: (src) => !src.endsWith('.map') });
  const server = await startTestServer({ ...options, env: { WEB_DIST_DIR: copy, ...options.env } });
  return {
    baseUrl: server.url,
    server,
    close: async () => {
      await server.close();
      rmSync(copy, { recursive: true, force: true });
    },
  };
}
