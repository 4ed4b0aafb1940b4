import path from 'node:path';
import type { SiteConfig } from '../shared/config';
import { parseOriginList } from '../shared/loginUrl';
import { parsePublicOrigin } from './discovery/publicOrigin';

/** Limits on the site's own POST endpoints (create-ticket, serial validation, page-view logs, ASC auth). */
export interface WriteLimits {
  /** Largest accepted request body; bigger bodies get 413. */
  maxBodyBytes: number;
  /** POSTs one client may send per window before getting 429 with Retry-After. */
  perClientPerWindow: number;
  windowMs: number;
}

export interface ServerConfig {
  port: number;
  host: string;
  /** SQLite file of the embedded content service. */
  dbPath: string;
  /** When set, the site calls this remote content API over HTTP instead of the embedded one. */
  contentApiUrl?: string;
  /** Folder with the client build (dist/public) and its manifest. */
  publicDir: string;
  site: SiteConfig;
  /** Trust X-Forwarded-* (behind a load balancer): Secure cookies and client IPs. */
  trustProxy: boolean;
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
  /** Expose GET /metrics (event-loop delay, page cache, circuit state) in Prometheus text format. */
  metricsEnabled: boolean;
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

/** Configuration from the environment, with the defaults of a local start. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, root = process.cwd()): ServerConfig {
  return {
    port: intFrom(env.PORT, 3000),
    host: env.HOST || '0.0.0.0',
    dbPath: env.DATABASE_FILE || path.join(root, 'var', 'content.sqlite'),
    contentApiUrl: env.CONTENT_API_URL || undefined,
    publicDir: env.PUBLIC_DIR || path.join(root, 'dist', 'public'),
    site: {
      featureToggles: {},
      liteVisibleModules: [],
      ascPhase2: env.ASC_PHASE_2 === 'true',
      // Spec §6 settings of the portal's embedded HTML: shown in the ASC portal unless switched off.
      embedLinkHeader: env.ASC_EMBED_LINK_HEADER !== 'false',
      accessLevelContent: env.ACCESS_LEVEL_CONTENT === 'true',
      loginAllowedOrigins: parseOriginList(env.LOGIN_ALLOWED_ORIGINS),
    },
    trustProxy: env.TRUST_PROXY === 'true',
    logLevel: env.LOG_LEVEL || (env.NODE_ENV === 'test' ? 'silent' : 'info'),
    embedAllowedOrigins: parseOriginList(env.EMBED_ALLOWED_ORIGINS),
    renderBudgetMs: intFrom(env.RENDER_BUDGET_MS, 5000),
    moduleBudgetMs: intFrom(env.MODULE_BUDGET_MS, 1500),
    pageCacheTtlMs: countFrom(env.PAGE_CACHE_TTL_MS, 10_000),
    pageCacheEntries: countFrom(env.PAGE_CACHE_ENTRIES, 500),
    pageCacheBytes: intFrom(env.PAGE_CACHE_MB, 32) * 1024 * 1024,
    breakerFailures: intFrom(env.CONTENT_API_BREAKER_FAILURES, 5),
    breakerCooldownMs: intFrom(env.CONTENT_API_BREAKER_COOLDOWN_MS, 10_000),
    writeLimits: {
      maxBodyBytes: intFrom(env.WRITE_BODY_LIMIT_BYTES, 16 * 1024),
      perClientPerWindow: intFrom(env.WRITE_RATE_LIMIT, 30),
      windowMs: intFrom(env.WRITE_RATE_WINDOW_MS, 60_000),
    },
    shutdownDrainMs: countFrom(env.SHUTDOWN_DRAIN_MS, 2000),
    metricsEnabled: env.METRICS_ENABLED === 'true',
    publicOrigin: parsePublicOrigin(env.PUBLIC_ORIGIN),
    discoveryCacheTtlMs: countFrom(env.DISCOVERY_CACHE_TTL_MS, 300_000),
  };
}
