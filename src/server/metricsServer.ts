import http from 'node:http';
import type { Logger } from 'pino';

/** What a scrape returns: the exposition text and its content type. */
export interface MetricsSource {
  contentType: string;
  read(): Promise<string>;
}

export interface MetricsServerOptions {
  port: number;
  host: string;
  logger: Logger;
  source: MetricsSource;
}

/**
 * A plain HTTP listener with one address, GET /metrics. It is separate from the site's port so that
 * the cluster's primary, which loads neither Express nor the app, can answer with the sum over all
 * workers, and so that the figures are not published on the public port by default.
 */
export function startMetricsServer(options: MetricsServerOptions): http.Server {
  const { logger, source } = options;
  const server = http.createServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0];
    if (path !== '/metrics') {
      res.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found\n');
      return;
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { 'Content-Type': 'text/plain', Allow: 'GET, HEAD' }).end('Method not allowed\n');
      return;
    }
    source.read().then(
      (body) => {
        res.writeHead(200, { 'Content-Type': source.contentType, 'Cache-Control': 'no-store' });
        res.end(req.method === 'HEAD' ? undefined : body);
      },
      (error: unknown) => {
        // A worker that does not answer in time (busy, or just restarted): say so instead of a partial sum.
        logger.warn({ err: error }, 'metrics could not be collected');
        res.writeHead(503, { 'Content-Type': 'text/plain', 'Retry-After': '5' }).end('Metrics unavailable\n');
      },
    );
  });
  // A taken port costs the metrics only: the site itself keeps serving.
  server.on('error', (error) => logger.error({ err: error, port: options.port, host: options.host }, 'metrics listener failed'));
  server.listen(options.port, options.host, () => {
    const address = server.address();
    const port = typeof address === 'object' && address ? address.port : options.port;
    logger.info({ metricsPort: port }, `Metrics on http://${options.host}:${port}/metrics`);
  });
  // The listener never keeps a stopping process alive.
  server.unref();
  return server;
}
