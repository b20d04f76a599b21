// Starts the real server (src/main.ts) as its own Node process, as production runs it, for the tests
// that need separate processes: two processes behind one database, SIGTERM, SIGKILL mid-upload.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export type ServerProcess = {
  url: string;
  port: number;
  child: ChildProcess;
  /** Resolves with the exit code (null when killed by a signal). */
  exited: Promise<number | null>;
  /** The process's stderr so far, for failure messages. */
  stderr(): string;
  /** SIGTERM and wait for the exit. */
  stop(): Promise<number | null>;
};

export async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve, reject) => probe.once('error', reject).listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

/** Spawns `node --import tsx src/main.ts` on a free port and waits until /readyz answers 200. */
export async function spawnServer(env: Record<string, string>, port?: number): Promise<ServerProcess> {
  port ??= await freePort();
  const dataDir = path.join(serverDir, '.tmp', `process-${port}-${Date.now()}`);
  mkdirSync(dataDir, { recursive: true });
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverDir,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      JWT_SECRET: 'process-test-secret-0123456789-abcdef',
      LOG_LEVEL: 'warn',
      WEB_DIST_DIR: '/nonexistent',
      DEMO_USERS: '0',
      MIN_PHOTOS_TO_APPEAR: '0',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-8000);
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const url = `http://127.0.0.1:${port}`;
  let dead = false;
  void exited.then(() => (dead = true));
  for (let i = 0; ; i++) {
    const ready = await fetch(`${url}/readyz`).then(
      (r) => r.status === 200,
      () => false,
    );
    if (ready) break;
    if (dead || i > 480) {
      child.kill('SIGKILL');
      throw new Error(`server process did not become ready:\n${stderr}`);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    url,
    port,
    child,
    exited,
    stderr: () => stderr,
    async stop() {
      if (!dead) child.kill('SIGTERM');
      return exited;
    },
  };
}
