/**
 * Security events of the service-centre portal, one structured log line each (pino), so an operator
 * can alert on failed sign-ins, lockouts, refused cross-site requests and denied access. A line
 * names the account and the event, never a password, a session id or a token: callers pass only
 * the fields below, and the logger built by securityLogger() also redacts the usual secret names in
 * case a caller passes more than it should.
 */
import pino, { type Logger } from 'pino';

export type SecurityEventName =
  | 'signin.succeeded'
  | 'signin.failed'
  | 'signin.locked'
  | 'cross_site.refused'
  | 'access.denied'
  | 'session.revoked';

export interface SecurityEventFields {
  /** The user name as typed (trimmed, at most 100 characters): it is not a secret. */
  username?: string;
  accountId?: string;
  /** The client address as the site sees it (TRUST_PROXY decides which one). */
  client?: string;
  /** What was denied or why a session ended, e.g. 'service manuals' or 'sign-out'. */
  reason?: string;
  /** How many sessions a revocation ended. */
  sessions?: number;
  path?: string;
}

export interface SecurityLog {
  event(name: SecurityEventName, fields: SecurityEventFields): void;
}

/** Field names never written even if a caller passes them. */
export const REDACTED_PATHS = ['password', '*.password', 'cookie', '*.cookie', 'token', '*.token', 'sessionId', '*.sessionId', 'headers.cookie', 'headers.authorization'];

const WARNINGS: ReadonlySet<SecurityEventName> = new Set(['signin.failed', 'signin.locked', 'cross_site.refused', 'access.denied']);

/** Security events through `logger` (a child named 'security'); warnings for refusals, info otherwise. */
export function securityLog(logger: Logger): SecurityLog {
  const log = logger.child({ component: 'security' }, { redact: { paths: REDACTED_PATHS, remove: true } });
  return {
    event(name, fields) {
      const line = { event: name, ...fields };
      if (WARNINGS.has(name)) log.warn(line, name);
      else log.info(line, name);
    },
  };
}

/** A stand-alone security logger for a service created without one (level from LOG_LEVEL). */
export function defaultSecurityLog(env: NodeJS.ProcessEnv = process.env): SecurityLog {
  return securityLog(pino({ name: 'access', level: env.LOG_LEVEL || (env.NODE_ENV === 'test' ? 'silent' : 'info') }));
}
