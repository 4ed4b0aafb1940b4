import { loadConfig } from './config';
import { createApp } from './createApp';
import { ensureDatabase } from './content';

/** Starts the site: fills the embedded database on first start, serves, and shuts down gracefully. */
async function main() {
  const config = loadConfig();
  if (!config.contentApiUrl) await ensureDatabase(config.dbPath);
  const { app, content, logger } = createApp(config);
  const server = app.listen(config.port, config.host, () => {
    logger.info(`Support site on http://localhost:${config.port}/electronics/support`);
  });

  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down');
    // Readiness flips first so a load balancer stops sending; accepted requests still finish.
    app.locals.shuttingDown = true;
    server.close(() => {
      content?.close();
      process.exit(0);
    });
    server.closeIdleConnections();
    setTimeout(() => process.exit(1), 10_000).unref();
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
