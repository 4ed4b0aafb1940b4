import path from 'node:path';
import type { SiteConfig } from '../shared/config';

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
}

function intFrom(value: string | undefined, fallback: number): number {
  const n = Number.parseInt(value ?? '', 10);
  return Number.isFinite(n) && n > 0 ? n : fallback;
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
    },
    trustProxy: env.TRUST_PROXY === 'true',
    logLevel: env.LOG_LEVEL || (env.NODE_ENV === 'test' ? 'silent' : 'info'),
  };
}
