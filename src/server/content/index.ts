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
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import type express from 'express';
import pino, { type Logger } from 'pino';
import type { Transport } from '../../shared/api/transport';
import { createDispatch, type Dispatch, type ErrorLogger } from './api/dispatch';
import { createContentRouter } from './api/expressRouter';
import { createInProcessTransport } from './api/inProcessTransport';
import { withOpenApi } from './api/handlers/openapi';
import { ROUTES } from './api/routes';
import type { ContentServices } from './api/routeTypes';
import type { ContentStore } from './store/ContentStore';
import type { WriteStore } from './store/WriteStore';
import { SqliteWriteStore, writesPathFor } from './store/sqlite/writes/SqliteWriteStore';
import { SqliteContentStore } from './store/sqlite/SqliteContentStore';
import { SqliteAscStore } from './store/sqlite/SqliteAscStore';
import { DEMO_ACCOUNTS } from './access/demoAccounts';
import { defaultSecurityLog, securityLog } from './access/securityEvents';
import type { AccessServices } from './access/services';
import { SESSION_POLICY } from './access/sessions';
import type { RateLimitStore } from './store/RateLimitStore';
import { SqliteSessionStore } from './store/sqlite/writes/SqliteSessionStore';
import { SqliteRateLimitStore } from './store/sqlite/writes/SqliteRateLimitStore';
import { ensureDatabase } from './store/sqlite/ensureDatabase';
import { ensurePostgres, openPostgresStores } from './store/postgres';
import { SEARCH_READS, withCatalogueCache, type CatalogueCacheOptions } from './store/catalogueCache';

export interface ContentServiceOptions {
  /** SQLite file, e.g. 'var/content.sqlite'. */
  dbPath: string;
  /** Create and fill the file when missing or outdated (default true). */
  ensure?: boolean;
  /** Where handler failures are reported (default: a pino logger named 'content'). */
  logger?: ErrorLogger;
  /** Progress messages such as the generation time (default: console.info). */
  log?: (message: string) => void;
  /** SQLite file of visitor writes (default: next to dbPath, 'content-writes.sqlite'). */
  writesPath?: string;
  /** Write the ASC portal's demo accounts into the database (default: unless ASC_DEMO_ACCOUNTS=false). */
  demoAccounts?: boolean;
  /**
   * Catalogue reads kept across requests until the dataset version changes (store/catalogueCache.ts);
   * default from CATALOGUE_CACHE_MB (32) and CATALOGUE_CACHE_CHECK_MS (2000), false turns it off.
   */
  catalogueCache?: CatalogueCacheOptions | false;
  /**
   * Search and suggestion answers kept the same way, in a budget of their own (SEARCH_READS in
   * store/catalogueCache.ts); default from SEARCH_CACHE_MB (16) and CATALOGUE_CACHE_CHECK_MS, false turns it off.
   */
  searchCache?: CatalogueCacheOptions | false;
  /** Where security events (sign-ins, refusals, revocations) go (default: a pino logger named 'access'). */
  securityLogger?: Logger;
}

export interface OpenContentServiceOptions extends Omit<ContentServiceOptions, 'dbPath'> {
  /** SQLite file; used when no databaseUrl is given. */
  dbPath: string;
  /** PostgreSQL connection URL (DATABASE_URL): the stores live there instead of in SQLite files. */
  databaseUrl?: string | null;
}

export interface ContentService {
  store: ContentStore;
  writes: WriteStore;
  /**
   * Accounts, restricted content and service-centre sessions (the sessions live in the write
   * database: shared by every process that opens it).
   */
  access: AccessServices;
  dispatch: Dispatch;
  transport: Transport;
  router: express.Router;
  /**
   * Rate-limit counters in the same database, when it is shared beyond this machine (PostgreSQL);
   * absent for SQLite, whose counters the site opens next to the catalogue file.
   */
  rateLimits?: RateLimitStore;
  /** Throws when a database the service needs cannot answer a cheap query (readiness). */
  checkReady(): Promise<void>;
  /**
   * Drops every answer the two cross-request caches hold (catalogue reads and search answers), as after an import.
   * The process's smaller memories stay (grouping's word keys, each locale's synonym list, the filters' scope rows,
   * manual-page folds; on PostgreSQL the matches and scans kept a few seconds for a search's next request).
   * bench/search.ts asks each search of its first-time pass on emptied caches.
   */
  dropCaches(): void;
  close(): Promise<void>;
}

function envNumber(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw.trim() === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value < 0) throw new Error(`${name} must be a number of 0 or more, not "${raw}"`);
  return value;
}

function cacheOptions(megabytesVariable: string, megabytes: number): CatalogueCacheOptions {
  return {
    maxBytes: envNumber(megabytesVariable, megabytes) * 1024 * 1024,
    checkMs: envNumber('CATALOGUE_CACHE_CHECK_MS', 2000),
    // Tests and development fail at once when a caller changes a record every visitor shares.
    freeze: process.env.NODE_ENV !== 'production',
  };
}

/**
 * The catalogue the content API reads: the store behind the cross-request read caches, when they
 * are on (catalogue reads, and search answers in a budget of their own).
 */
function cataloguedStore(store: ContentStore, options: ContentServiceOptions): { store: ContentStore; dropCaches(): void } {
  const search = options.searchCache ?? cacheOptions('SEARCH_CACHE_MB', 16);
  const searched = search === false ? null : withCatalogueCache(store, search, SEARCH_READS);
  const cache = options.catalogueCache ?? cacheOptions('CATALOGUE_CACHE_MB', 32);
  const catalogued = cache === false ? null : withCatalogueCache(searched?.store ?? store, cache);
  return {
    store: catalogued?.store ?? searched?.store ?? store,
    dropCaches: () => {
      searched?.clear();
      catalogued?.clear();
    },
  };
}

/** A hash no session has: looking it up reads the sessions table's index and nothing else. */
const READINESS_PROBE = 'readiness-probe';

/** Wires the stores into the route table (plus its OpenAPI document): the dispatcher both transports share. */
export function createContentApi(services: ContentServices, logger: ErrorLogger = pino({ name: 'content' })): { dispatch: Dispatch } {
  return { dispatch: createDispatch(withOpenApi(ROUTES), services, logger) };
}

export function createContentService(options: ContentServiceOptions): ContentService {
  if (options.ensure !== false) ensureDatabase(options.dbPath, options.log ? { log: options.log } : {});
  const store = SqliteContentStore.open(options.dbPath, { mustExist: options.ensure === false });
  const writesPath = options.writesPath ?? writesPathFor(options.dbPath);
  const writes = SqliteWriteStore.open(writesPath);
  const sessions = SqliteSessionStore.open(writesPath);
  const demoAccounts = options.demoAccounts ?? process.env.ASC_DEMO_ACCOUNTS !== 'false';
  const asc = SqliteAscStore.open(options.dbPath, { seedAccounts: demoAccounts ? DEMO_ACCOUNTS : [] });
  const log = options.securityLogger ? securityLog(options.securityLogger) : defaultSecurityLog();
  const access: AccessServices = { accounts: asc, restricted: asc, sessions, log };
  const catalogue = cataloguedStore(store, options);
  const api = createContentApi({ store: catalogue.store, writes, access }, options.logger);
  return {
    store,
    dropCaches: catalogue.dropCaches,
    writes,
    access,
    dispatch: api.dispatch,
    transport: createInProcessTransport(api),
    router: createContentRouter(api),
    checkReady: async () => {
      await store.datasetVersion();
      await sessions.resolveSession(READINESS_PROBE, new Date(), SESSION_POLICY);
      await asc.findAccountById(READINESS_PROBE);
    },
    close: async () => {
      await store.close();
      await writes.close();
      await sessions.close();
      await asc.close();
    },
  };
}

/**
 * The content service on the database the configuration names: PostgreSQL when a URL is given
 * (migrated and filled first unless ensure is false), else the SQLite files of createContentService.
 */
export async function openContentService(options: OpenContentServiceOptions): Promise<ContentService> {
  if (!options.databaseUrl) return createContentService(options);
  if (options.ensure !== false) await ensurePostgres(options.databaseUrl, options.log ? { log: options.log } : {});
  const demoAccounts = options.demoAccounts ?? process.env.ASC_DEMO_ACCOUNTS !== 'false';
  const stores = await openPostgresStores(options.databaseUrl, { seedAccounts: demoAccounts ? DEMO_ACCOUNTS : [] });
  const log = options.securityLogger ? securityLog(options.securityLogger) : defaultSecurityLog();
  const access: AccessServices = { accounts: stores.asc, restricted: stores.asc, sessions: stores.sessions, log };
  const catalogue = cataloguedStore(stores.store, options);
  const api = createContentApi({ store: catalogue.store, writes: stores.writes, access }, options.logger);
  return {
    store: stores.store,
    dropCaches: catalogue.dropCaches,
    writes: stores.writes,
    access,
    rateLimits: stores.rateLimits,
    dispatch: api.dispatch,
    transport: createInProcessTransport(api),
    router: createContentRouter(api),
    checkReady: async () => {
      await stores.pool.query('SELECT 1 FROM meta LIMIT 1');
    },
    close: () => stores.close(),
  };
}

export { createContentRouter } from './api/expressRouter';
export { ensurePostgres } from './store/postgres';
export { createInProcessTransport } from './api/inProcessTransport';
export { ROUTES } from './api/routes';
export { fileUrl } from './api/present';
export { ensureDatabase } from './store/sqlite/ensureDatabase';
export { writesPathFor } from './store/sqlite/writes/SqliteWriteStore';
export { securityLog, type SecurityLog } from './access/securityEvents';
export type { RateLimitStore, RateLimitWindow } from './store/RateLimitStore';
export type { SessionStore } from './store/SessionStore';
export type { AccessServices } from './access/services';
export { changeGrants } from './access/sessions';
export { isSameSiteRequest } from './access/sameSite';

/** Shared rate-limit counters in the write database next to `dbPath` (the site's limits use them). */
export function openRateLimitStore(dbPath: string): RateLimitStore {
  const path = writesPathFor(dbPath);
  // With a remote content API nothing else creates the folder.
  mkdirSync(dirname(path), { recursive: true });
  return SqliteRateLimitStore.open(path);
}
export { SqliteContentStore } from './store/sqlite/SqliteContentStore';
export { readSeed, readSeedSync, seedFile, seedVersion } from './importer/seed';
export type { ContentStore } from './store/ContentStore';
export type { Dispatch, ErrorLogger } from './api/dispatch';
