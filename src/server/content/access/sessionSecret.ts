import { randomBytes } from 'node:crypto';
import pino from 'pino';

/**
 * The key that signs sessions, from SESSION_SECRET (at least 32 characters). Without it a random key
 * is generated for this process and a warning is logged: fine for a local demo, but sessions then
 * end with the process and are not shared between processes, so deployments must set it.
 */
export const MIN_SECRET_LENGTH = 32;

let current: Buffer | null = null;

export function secretFromEnvironment(env: NodeJS.ProcessEnv = process.env): Buffer {
  const configured = env.SESSION_SECRET;
  if (configured !== undefined && configured !== '') {
    if (configured.length < MIN_SECRET_LENGTH) {
      throw new Error(`SESSION_SECRET must be at least ${MIN_SECRET_LENGTH} characters long`);
    }
    return Buffer.from(configured, 'utf8');
  }
  const quiet = env.NODE_ENV === 'test';
  if (!quiet) {
    pino({ name: 'access', level: env.LOG_LEVEL || 'info' }).warn(
      'SESSION_SECRET is not set: service-centre sessions are signed with a random key of this process and end when it stops',
    );
  }
  return randomBytes(32);
}

/** The process's signing key, read once (see secretFromEnvironment). */
export function sessionSecret(): Buffer {
  current ??= secretFromEnvironment();
  return current;
}
