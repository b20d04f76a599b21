// Starts the server: reads the config, listens, and shuts down cleanly on SIGTERM/SIGINT.
import { buildApp } from './app.js';
import { ConfigError, loadConfig } from './config.js';
import { keepDataPrivate, privateUmask } from './lib/private-files.js';
import { isWorkerProcess, runPrimary } from './processes.js';

async function main() {
  // Before anything is written (loadConfig may create DATA_DIR and its signing key): files 0600, dirs 0700.
  privateUmask();
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
  // Several processes: this one only forks and watches them (processes.ts); each of them runs the rest.
  // The data directory is made private and its signing key generated here first, before any fork reads it.
  const tightened = keepDataPrivate(config);
  if (config.processes > 1 && !isWorkerProcess()) {
    runPrimary(config.processes, (message) => console.error(message));
    return;
  }
  const app = await buildApp(config);
  if (tightened > 0) app.log.warn({ tightened }, 'DATA_DIR entries readable by other users were made private');
  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    // Fastify stops accepting, lets in-flight requests finish, then runs onClose hooks (database).
    // Keep-alive connections that finish a request after the close began would otherwise stay open
    // until their keep-alive timeout (72 s): close each as soon as it is idle.
    const idleCloser = setInterval(() => app.server.closeIdleConnections(), 100);
    app
      .close()
      .finally(() => clearInterval(idleCloser))
      .then(
        () => process.exit(0),
        (err) => {
          app.log.error({ err }, 'error during shutdown');
          process.exit(1);
        },
      );
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
  await app.listen({ port: config.port, host: config.host });
  app.log.info(`Affinia is running on ${config.publicOrigin} (database: ${app.database.kind})`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
