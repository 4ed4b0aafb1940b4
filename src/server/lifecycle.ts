import type { Server } from 'node:http';
import type { Express } from 'express';
import type { Logger } from 'pino';

export interface ShutdownOptions {
  /** How long readiness reports 503 before the listener closes, so a load balancer can notice. */
  drainMs: number;
  /** The process exits by this time after the signal, whatever is still open. */
  deadlineMs: number;
  /** Runs once the listener closed and every accepted request finished (close the database). */
  onClosed?: () => Promise<void> | void;
  exit?: (code: number) => void;
}

/**
 * Graceful shutdown of one serving process: readiness flips to 503 at once (and every answer says
 * Connection: close), new connections are still accepted for `drainMs`, then the listener closes,
 * idle keep-alive sockets are dropped and accepted requests run to completion. The process exits
 * 0 when they are done, or 1 at the deadline.
 */
export function installGracefulShutdown(app: Express, server: Server, logger: Logger, options: ShutdownOptions): (signal: string) => void {
  const exit = options.exit ?? ((code: number) => process.exit(code));
  let stopping = false;
  return (signal: string) => {
    if (stopping) return;
    stopping = true;
    const startedAt = Date.now();
    logger.info({ signal, drainMs: options.drainMs }, 'shutting down: readiness is now 503');
    app.locals.shuttingDown = true;
    setTimeout(() => {
      logger.warn({ afterMs: Date.now() - startedAt }, 'shutdown deadline reached; closing open connections');
      server.closeAllConnections();
      exit(1);
    }, options.deadlineMs).unref();
    setTimeout(() => {
      server.close(() => {
        void Promise.resolve(options.onClosed?.()).finally(() => {
          logger.info({ afterMs: Date.now() - startedAt }, 'shut down cleanly');
          exit(0);
        });
      });
      server.closeIdleConnections();
      // Keep-alive sockets that finish a request after this point are closed by Connection: close.
    }, options.drainMs).unref();
  };
}
