/**
 * The embedded content service: the only module of src/server/content the site imports.
 *
 *   const content = createContentService({ dbPath: 'var/content.sqlite' });
 *   app.use(API_BASE, content.router);            // HTTP: browsers and outside clients
 *   const api = createApi(content.transport);     // SSR: in-process, same validation, no socket
 *   await content.close();                        // on shutdown
 *
 * createContentService({ dbPath, ensure = true, logger, log }) -> ContentService (synchronous)
 *   Creates and fills the SQLite file with the demo catalogue on first start (ensureDatabase:
 *   a no-op when the file already holds the current dataset version), opens it and returns
 *   { store, dispatch, transport, router, close() }.
 * createContentRouter(service) -> express.Router, mounted at API_BASE (/api/content/support).
 * createInProcessTransport(service) -> Transport for createApi on the server.
 * ensureDatabase(path, options?) -> { generated, version, milliseconds?, bytes? } (synchronous).
 * ROUTES: the route table (method, path, params, query, handler); docs/api.md lists every call.
 * Files are served at API_BASE + '/files/{fileId}/{fileName}' (fileUrl builds these URLs).
 */
import type express from 'express';
import pino from 'pino';
import type { Transport } from '../../shared/api/transport';
import { createDispatch, type Dispatch, type ErrorLogger } from './api/dispatch';
import { createContentRouter } from './api/expressRouter';
import { createInProcessTransport } from './api/inProcessTransport';
import { ROUTES } from './api/routes';
import type { ContentStore } from './store/ContentStore';
import { SqliteContentStore } from './store/sqlite/SqliteContentStore';
import { ensureDatabase } from './store/sqlite/ensureDatabase';

export interface ContentServiceOptions {
  /** SQLite file, e.g. 'var/content.sqlite'. */
  dbPath: string;
  /** Create and fill the file when missing or outdated (default true). */
  ensure?: boolean;
  /** Where handler failures are reported (default: a pino logger named 'content'). */
  logger?: ErrorLogger;
  /** Progress messages such as the generation time (default: console.info). */
  log?: (message: string) => void;
}

export interface ContentService {
  store: ContentStore;
  dispatch: Dispatch;
  transport: Transport;
  router: express.Router;
  close(): Promise<void>;
}

/** Wires a store into the route table: the dispatcher both transports share. */
export function createContentApi(store: ContentStore, logger: ErrorLogger = pino({ name: 'content' })): { dispatch: Dispatch } {
  return { dispatch: createDispatch(ROUTES, { store }, logger) };
}

export function createContentService(options: ContentServiceOptions): ContentService {
  if (options.ensure !== false) ensureDatabase(options.dbPath, options.log ? { log: options.log } : {});
  const store = SqliteContentStore.open(options.dbPath, { mustExist: options.ensure === false });
  const api = createContentApi(store, options.logger);
  return {
    store,
    dispatch: api.dispatch,
    transport: createInProcessTransport(api),
    router: createContentRouter(api),
    close: () => store.close(),
  };
}

export { createContentRouter } from './api/expressRouter';
export { createInProcessTransport } from './api/inProcessTransport';
export { ROUTES } from './api/routes';
export { fileUrl } from './api/present';
export { ensureDatabase } from './store/sqlite/ensureDatabase';
export { SqliteContentStore } from './store/sqlite/SqliteContentStore';
export { DEMO_DATASET_VERSION, generateDemoDataset } from './dataset/generateDataset';
export type { ContentStore } from './store/ContentStore';
export type { Dispatch, ErrorLogger } from './api/dispatch';
