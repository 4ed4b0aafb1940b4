import net from 'node:net';
import path from 'node:path';
import { SITE_SEARCH_PROVIDERS, type SiteConfig, type SiteSearchProvider } from '../shared/config';
import { parseOriginList } from '../shared/loginUrl';
import { parsePublicOrigin } from './discovery/publicOrigin';
import { APP_ROOT } from './content/appRoot';

/** Limits on the site's own POST endpoints (create-ticket, serial validation, page-view logs, ASC auth). */
export interface WriteLimits {
  /** Largest accepted request body; bigger bodies get 413. */
  maxBodyBytes: number;
  /** POSTs other than page-view logs (tickets, serial checks, sign-in calls) one client may send per window before 429. */
  perClientPerWindow: number;
  /** Page-view logs one client may send per window: a reading visitor sends one per page, so this is higher. */
  pageViewsPerClientPerWindow: number;
  windowMs: number;
}

/**
 * Express's `trust proxy` setting: false (use the socket address), a hop count, or the addresses
 * and subnets of the proxies (or the names loopback, linklocal, uniquelocal).
 */
export type TrustProxy = false | number | string;

export interface ServerConfig {
  port: number;
  host: string;
  /** SQLite file of the embedded content service. */
  dbPath: string;
  /** PostgreSQL URL (DATABASE_URL): when set, the content service keeps everything there instead of SQLite. */
  databaseUrl?: string;
  /** When set, the site calls this remote content API over HTTP instead of the embedded one. */
  contentApiUrl?: string;
  /** Folder with the client build (dist/public) and its manifest. */
  publicDir: string;
  /** Serve the client build's source maps (they reveal the sources; off by default). */
  publicSourceMaps: boolean;
  site: SiteConfig;
  /** Which X-Forwarded-For hops are proxies (behind a load balancer): decides the client address limits count. */
  trustProxy: TrustProxy;
  logLevel: string;
  /** Origins allowed to frame the site in embed mode (CSP frame-ancestors). */
  embedAllowedOrigins: string[];
  /** Whole-page budget for the data of one server render: critical modules wait at most this long. */
  renderBudgetMs: number;
  /** Budget of a non-critical module: slower modules are left out of the page instead of delaying it. */
  moduleBudgetMs: number;
  /** Anonymous pages served again from memory for this long (0 turns it off). */
  pageCacheTtlMs: number;
  /** Last good copies kept per URL (fresh or stale) and their total size. */
  pageCacheEntries: number;
  pageCacheBytes: number;
  /** After the TTL, a copy is still served this long while one background render replaces it. */
  pageCacheRevalidateMs: number;
  /** Remote content API: consecutive failures that open the circuit, and how long it stays open. */
  breakerFailures: number;
  breakerCooldownMs: number;
  writeLimits: WriteLimits;
  /** On SIGTERM: how long readiness reports 503 before the listener closes (load balancer notice). */
  shutdownDrainMs: number;
  /** Origin of absolute addresses (canonical, hreflang, sitemaps, feeds); absent: the request's own host. */
  publicOrigin?: string;
  /** How long a built sitemap or feed is served again before it is rebuilt (0 turns it off). */
  discoveryCacheTtlMs: number;
  /** Collect metrics (requests, content calls, page cache, event loop) and serve them in Prometheus text format. */
  metricsEnabled: boolean;
  /** Port of the metrics listener (the cluster's sum over its workers); 0 lets the system pick one. */
  metricsPort: number;
  /** Address of the metrics listener: loopback unless a scraper on another machine needs it. */
  metricsHost: string;
}

function intFrom(value: string | undefined, fallback: number): number {
  const n = Number.parseInt(value ?? '', 10);
  return Number.isFinite(n) && n > 0 ? n : fallback;
}

/** Like intFrom, but 0 is a meaningful value (e.g. "cache off"). */
function countFrom(value: string | undefined, fallback: number): number {
  const n = Number.parseInt(value ?? '', 10);
  return Number.isFinite(n) && n >= 0 ? n : fallback;
}

const TRUST_PROXY_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isAddressOrSubnet(value: string): boolean {
  const [address, bits, ...rest] = value.split('/');
  if (rest.length > 0) return false;
  const family = net.isIP(address);
  if (family === 0) return false;
  if (bits === undefined) return true;
  // A prefix length, or a dotted netmask as Express also accepts for IPv4.
  if (/^\d{1,3}$/.test(bits)) return Number(bits) <= (family === 4 ? 32 : 128);
  return family === 4 && net.isIPv4(bits);
}

/**
 * TRUST_PROXY in Express's forms. `true` is read as one hop (one load balancer in front), not as
 * "trust every hop": that would take the left-most X-Forwarded-For, which any client writes
 * itself, as its address, and let it escape every per-client limit. A value that is none of these
 * forms stops the start rather than silently trusting nothing or everything.
 */
export function parseTrustProxy(value: string | undefined): TrustProxy {
  const text = (value ?? '').trim();
  if (text === '' || text === 'false' || text === '0') return false;
  if (text === 'true') return 1;
  if (/^\d+$/.test(text)) return Number(text);
  const items = text.split(',').map((item) => item.trim());
  const bad = items.find((item) => !TRUST_PROXY_NAMES.has(item) && !isAddressOrSubnet(item));
  if (bad !== undefined) {
    throw new Error(`TRUST_PROXY must be false, a hop count, or a comma list of proxy addresses, subnets or loopback/linklocal/uniquelocal; '${bad}' is none of these`);
  }
  return items.join(',');
}

const MODULE_ID = /^[A-Za-z][A-Za-z0-9-]{0,59}$/;

/** A comma-separated list of module ids (spaces allowed); a malformed id stops the start with a clear message. */
function moduleListFrom(variable: string, value: string | undefined): string[] {
  const ids = (value ?? '').split(',').map((v) => v.trim()).filter(Boolean);
  for (const id of ids) {
    if (!MODULE_ID.test(id)) throw new Error(`${variable}: '${id}' is not a module id (letters, digits and dashes)`);
  }
  return [...new Set(ids)];
}

const ON = new Set(['on', 'true', '1']);
const OFF = new Set(['off', 'false', '0']);

/** FEATURE_TOGGLES="banners=off,newsAndAlerts=off": module id = on | off (also true/false, 1/0). */
function featureTogglesFrom(value: string | undefined): Record<string, boolean> {
  const toggles: Record<string, boolean> = {};
  for (const entry of (value ?? '').split(',').map((v) => v.trim()).filter(Boolean)) {
    const [rawId = '', rawState = '', ...rest] = entry.split('=');
    const id = rawId.trim();
    const state = rawState.trim().toLowerCase();
    if (rest.length > 0 || !MODULE_ID.test(id) || !(ON.has(state) || OFF.has(state))) {
      throw new Error(`FEATURE_TOGGLES: '${entry}' must be moduleId=on or moduleId=off`);
    }
    toggles[id] = ON.has(state);
  }
  return toggles;
}

function siteSearchProviderFrom(value: string | undefined): SiteSearchProvider {
  const provider = (value ?? '').trim().toLowerCase() || 'internal';
  if (!(SITE_SEARCH_PROVIDERS as readonly string[]).includes(provider)) {
    throw new Error(`SITE_SEARCH_PROVIDER must be one of ${SITE_SEARCH_PROVIDERS.join(', ')}, not '${value}'`);
  }
  return provider as SiteSearchProvider;
}

function metricsPortFrom(value: string | undefined): number {
  if (value === undefined || value.trim() === '') return 9464;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`METRICS_PORT must be a port number (0-65535), not '${value}'`);
  return port;
}

/** Configuration from the environment, with the defaults of a local start. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, root = APP_ROOT): ServerConfig {
  return {
    port: intFrom(env.PORT, 3000),
    host: env.HOST || '0.0.0.0',
    dbPath: env.DATABASE_FILE || path.join(root, 'var', 'content.sqlite'),
    databaseUrl: env.DATABASE_URL || undefined,
    contentApiUrl: env.CONTENT_API_URL || undefined,
    publicDir: env.PUBLIC_DIR || path.join(root, 'dist', 'public'),
    publicSourceMaps: env.PUBLIC_SOURCE_MAPS === 'true',
    site: {
      featureToggles: featureTogglesFrom(env.FEATURE_TOGGLES),
      liteVisibleModules: moduleListFrom('LITE_VISIBLE_MODULES', env.LITE_VISIBLE_MODULES),
      siteSearchProvider: siteSearchProviderFrom(env.SITE_SEARCH_PROVIDER),
      ascPhase2: env.ASC_PHASE_2 === 'true',
      // docs/behaviour.md §6 settings of the portal's embedded HTML: shown in the ASC portal unless switched off.
      embedLinkHeader: env.ASC_EMBED_LINK_HEADER !== 'false',
      accessLevelContent: env.ACCESS_LEVEL_CONTENT === 'true',
      loginAllowedOrigins: parseOriginList(env.LOGIN_ALLOWED_ORIGINS),
    },
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    logLevel: env.LOG_LEVEL || (env.NODE_ENV === 'test' ? 'silent' : 'info'),
    embedAllowedOrigins: parseOriginList(env.EMBED_ALLOWED_ORIGINS),
    renderBudgetMs: intFrom(env.RENDER_BUDGET_MS, 5000),
    moduleBudgetMs: intFrom(env.MODULE_BUDGET_MS, 1500),
    pageCacheTtlMs: countFrom(env.PAGE_CACHE_TTL_MS, 10_000),
    pageCacheEntries: countFrom(env.PAGE_CACHE_ENTRIES, 500),
    pageCacheBytes: intFrom(env.PAGE_CACHE_MB, 32) * 1024 * 1024,
    pageCacheRevalidateMs: countFrom(env.PAGE_CACHE_REVALIDATE_MS, 60_000),
    breakerFailures: intFrom(env.CONTENT_API_BREAKER_FAILURES, 5),
    breakerCooldownMs: intFrom(env.CONTENT_API_BREAKER_COOLDOWN_MS, 10_000),
    writeLimits: {
      maxBodyBytes: intFrom(env.WRITE_BODY_LIMIT_BYTES, 16 * 1024),
      perClientPerWindow: intFrom(env.WRITE_RATE_LIMIT, 30),
      pageViewsPerClientPerWindow: intFrom(env.PAGE_VIEW_RATE_LIMIT, 120),
      windowMs: intFrom(env.WRITE_RATE_WINDOW_MS, 60_000),
    },
    shutdownDrainMs: countFrom(env.SHUTDOWN_DRAIN_MS, 2000),
    metricsEnabled: env.METRICS_ENABLED === 'true',
    metricsPort: metricsPortFrom(env.METRICS_PORT),
    metricsHost: env.METRICS_HOST || '127.0.0.1',
    publicOrigin: parsePublicOrigin(env.PUBLIC_ORIGIN),
    discoveryCacheTtlMs: countFrom(env.DISCOVERY_CACHE_TTL_MS, 300_000),
  };
}
