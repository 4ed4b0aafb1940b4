import { spawnSync } from 'node:child_process';
import cluster from 'node:cluster';
import os from 'node:os';
import pino from 'pino';
import { AggregatorRegistry } from 'prom-client';
import { loadConfig } from './config';
import { ensureDatabase, ensurePostgres, openContentService } from './content';
import { installGracefulShutdown } from './lifecycle';
import { startMetricsServer } from './metricsServer';
import { IDLE_GC_AFTER_REQUESTS, idleCollector, idleGcMs } from './idleCollector';
import { developmentBuildsLoaded } from './runtimeBuilds';
import { workerExecArgv } from './workerFlags';

// A stopping process must be gone within 10 s of SIGTERM (orchestrators kill it then; ADR 007).
// Workers give up slightly earlier than the primary.
const WORKER_DEADLINE_MS = 8_500;
const PRIMARY_DEADLINE_MS = 9_500;
const RESTART_DELAY_MS = 1_000;
const CRASH_WINDOW_MS = 60_000;
const MAX_CRASHES_PER_WINDOW = 10;
/**
 * Exit code of a serving process that cannot listen (port held by another process, address not on this
 * machine, no permission): restarting it would not help, so the primary stops instead of respawning it.
 */
const EXIT_CANNOT_LISTEN = 78;

/** WEB_CONCURRENCY, else one worker per available core. */
function workerCount(env: NodeJS.ProcessEnv): number {
  const configured = Number.parseInt(env.WEB_CONCURRENCY ?? '', 10);
  if (Number.isFinite(configured) && configured > 0) return configured;
  return os.availableParallelism();
}

/** One serving process: the app on the port, shut down gracefully on SIGTERM/SIGINT. */
async function serve() {
  const config = loadConfig();
  // Loaded here, not at the top: the cluster's primary only forks and supervises, so it never
  // loads React, Express or the page modules (a lean primary; the bundle keeps one file).
  const { createApp } = await import(/* webpackMode: "eager" */ './createApp');
  // Every page bundle, checked against the page-type map: a wrong module id fails the start, not a request.
  const { loadAllModules } = await import(/* webpackMode: "eager" */ '../modules/registry');
  await loadAllModules();
  // PostgreSQL is opened (and, the first time, migrated and filled) before the app exists.
  const embedded =
    !config.contentApiUrl && config.databaseUrl ? await openContentService({ dbPath: config.dbPath, databaseUrl: config.databaseUrl, securityLogger: pino({ level: config.logLevel }) }) : undefined;
  const { app, content, rateLimits, logger, metrics } = createApp(
    config,
    embedded ? { content: embedded, ...(embedded.rateLimits ? { rateLimits: embedded.rateLimits } : {}) } : {},
  );
  // createApp has loaded React and Redux Toolkit: their development builds cost several times the
  // CPU per render, so a start that loaded them outside tests says so.
  const developmentBuilds = developmentBuildsLoaded();
  if (developmentBuilds.length > 0 && process.env.NODE_ENV !== 'test') {
    logger.warn(
      { nodeEnv: process.env.NODE_ENV ?? null, developmentBuilds },
      'development builds of React/Redux Toolkit loaded: start with NODE_ENV=production (npm start does)',
    );
  }
  if (metrics && cluster.isWorker) {
    // Constructing the aggregator makes this worker answer the primary's requests for its figures.
    new AggregatorRegistry();
    AggregatorRegistry.setRegistries([metrics.registry]);
  }
  // A single process (no cluster) serves its own figures on the metrics port, as the primary would.
  const metricsServer =
    metrics && cluster.isPrimary
      ? startMetricsServer({
          port: config.metricsPort,
          host: config.metricsHost,
          logger,
          source: { contentType: metrics.registry.contentType, read: () => metrics.registry.metrics() },
        })
      : undefined;
  // Express 5 calls this back with the listen error too (EADDRINUSE when another process holds the port):
  // without the check a start on a taken port announced the site and served nothing.
  const server = app.listen(config.port, config.host, (error?: Error) => {
    if (error) {
      const code = (error as NodeJS.ErrnoException).code;
      logger.fatal(
        { err: error, port: config.port, host: config.host },
        code === 'EADDRINUSE'
          ? `cannot listen on ${config.host}:${config.port}: another process holds the port (see ss -ltnp); stop it or set PORT`
          : `cannot listen on ${config.host}:${config.port} (${code ?? error.message}); check HOST and PORT`,
      );
      process.exit(EXIT_CANNOT_LISTEN);
    }
    logger.info(
      { builds: developmentBuilds.length > 0 ? 'development' : 'production', pid: process.pid },
      `Support site on http://localhost:${config.port}/electronics/support`,
    );
  });
  // One full GC when the process goes quiet after a busy period (ADR 046 update 2). `gc` exists when node was
  // started with --expose-gc: the primary gives it to every worker; a single process gets it from NODE_OPTIONS.
  const quietMs = idleGcMs(process.env);
  const gc = (globalThis as { gc?: () => void }).gc;
  if (quietMs > 0 && typeof gc === 'function') {
    // Two passes: after one full GC a worker's heap still held the old space's pages, each with a few survivors
    // (committed 120 MB, 36 MB live); the second moves those survivors together and gives the pages back.
    // Each pass pauses the worker (30-110 ms measured, the longer with the 100k catalogue's caches full), so
    // a request arriving after the first is served before any second.
    server.on('request', idleCollector({ collect: () => gc(), passes: 2, idleMs: quietMs, afterRequests: IDLE_GC_AFTER_REQUESTS }).onRequest);
  }
  // Slow clients cannot hold a connection open forever (slowloris).
  server.headersTimeout = 20_000;
  server.requestTimeout = 60_000;
  const shutdown = installGracefulShutdown(app, server, logger, {
    drainMs: config.shutdownDrainMs,
    deadlineMs: WORKER_DEADLINE_MS,
    onClosed: async () => {
      // The counters may live on the content service's connections: close them first.
      metricsServer?.close();
      await rateLimits.close();
      await content?.close();
    },
  });
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
}

/**
 * The primary of a cluster: forks the workers, replaces one that dies, and on SIGTERM passes the
 * signal on and exits once every worker has finished (SSR is CPU-bound: one process per core).
 */
function supervise(workers: number) {
  const config = loadConfig();
  const logger = pino({ level: config.logLevel });
  if (config.metricsEnabled) {
    // Asks every live worker for its registry and sums them: one scrape sees the whole machine.
    const aggregator = new AggregatorRegistry();
    startMetricsServer({
      port: config.metricsPort,
      host: config.metricsHost,
      logger,
      source: { contentType: aggregator.contentType, read: () => aggregator.clusterMetrics() },
    });
  }
  let stopping = false;
  let stoppingCode = 0;
  let alive = 0;
  let recentDeaths: number[] = [];
  cluster.setupPrimary({ execArgv: workerExecArgv(process.execArgv, process.env) });
  const fork = () => {
    alive += 1;
    cluster.fork();
  };
  for (let i = 0; i < workers; i += 1) fork();
  cluster.on('exit', (worker, code, signal) => {
    alive -= 1;
    if (stopping) {
      if (alive === 0) process.exit(stoppingCode);
      return;
    }
    if (code === EXIT_CANNOT_LISTEN) {
      // The worker said why (port taken, bad HOST); the others cannot listen either.
      stoppingCode = EXIT_CANNOT_LISTEN;
      stop('SIGTERM');
      if (alive === 0) process.exit(stoppingCode);
      return;
    }
    // A worker that dies again and again (port taken, broken database) would only spin: give up.
    const now = Date.now();
    recentDeaths = [...recentDeaths.filter((at) => now - at < CRASH_WINDOW_MS), now];
    if (recentDeaths.length > MAX_CRASHES_PER_WINDOW) {
      logger.fatal({ deaths: recentDeaths.length }, 'workers keep dying; stopping');
      process.exit(1);
    }
    logger.error({ pid: worker.process.pid, code, signal }, 'worker died; starting a new one');
    setTimeout(() => {
      if (!stopping) fork();
    }, RESTART_DELAY_MS);
  });
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down the workers');
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill(signal);
    setTimeout(() => process.exit(1), PRIMARY_DEADLINE_MS).unref();
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
}

/** Set for the process that only fills (or checks) the catalogue before the site starts. */
const FILL_ONLY = 'SUPPORT_SITE_FILL_CATALOGUE_ONLY';

/** The catalogue the site serves, filled on a first start: SQLite by default, PostgreSQL with DATABASE_URL. */
async function ensureCatalogue(): Promise<void> {
  const config = loadConfig();
  if (config.contentApiUrl) return;
  if (config.databaseUrl) await ensurePostgres(config.databaseUrl);
  else ensureDatabase(config.dbPath);
}

/**
 * Starts the site: fills the embedded database on first start (once, before any worker), then
 * serves. With DATABASE_URL, several machines may start at once: ensurePostgres serialises them
 * with an advisory lock in the database.
 */
async function main() {
  if (process.env[FILL_ONLY] === '1') {
    await ensureCatalogue();
    return;
  }
  if (cluster.isPrimary) {
    const config = loadConfig();
    if (!config.contentApiUrl) {
      // Reading the demo export and building the catalogue grows a heap of a few hundred MB that V8 keeps
      // once it has it: in a short-lived process of its own, no serving process carries it afterwards
      // (a primary that filled a new database held 363 MB instead of about 80; docs/performance.md).
      const filled = spawnSync(process.execPath, [...process.execArgv, ...process.argv.slice(1)], {
        env: { ...process.env, [FILL_ONLY]: '1' },
        stdio: 'inherit',
      });
      if (filled.status !== 0) process.exit(filled.status ?? 1);
    }
    const workers = workerCount(process.env);
    if (workers > 1) {
      supervise(workers);
      return;
    }
  }
  await serve();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
