// Starts the real server (API + built web app) for browser journeys, on a random 127.0.0.1 port.
import { existsSync } from 'node:fs';
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
  const server = await startTestServer({ ...options, env: { WEB_DIST_DIR: webDist, ...options.env } });
  return { baseUrl: server.url, close: () => server.close(), server };
}
