import crypto from 'node:crypto';
import type { NextFunction, Request, Response } from 'express';
import helmet from 'helmet';

/** A fresh CSP nonce per response: only scripts the server wrote may run. */
export function nonceMiddleware(_req: Request, res: Response, next: NextFunction): void {
  res.locals.nonce = crypto.randomBytes(16).toString('base64');
  next();
}

/**
 * Who may frame a response: in embed mode the configured partner origins (and the site itself),
 * otherwise only the site. res.locals.embedMode is set by the site-modes middleware, which runs first.
 */
export function frameAncestors(res: Response, embedAllowedOrigins: readonly string[]): string {
  if (res.locals.embedMode === true && embedAllowedOrigins.length > 0) return ["'self'", ...embedAllowedOrigins].join(' ');
  return "'self'";
}

export interface SecurityOptions {
  embedAllowedOrigins: readonly string[];
}

/**
 * helmet with a nonce-based CSP: no inline script runs without the response's nonce, no plugins,
 * no <base> rewriting, no framing except by allow-listed partners in embed mode.
 */
export function securityHeaders({ embedAllowedOrigins }: SecurityOptions) {
  const policy = helmet({
    contentSecurityPolicy: {
      useDefaults: true,
      directives: {
        'default-src': ["'self'"],
        'script-src': ["'self'", (_req, res) => `'nonce-${(res as Response).locals.nonce as string}'`],
        'script-src-attr': ["'none'"],
        'object-src': ["'none'"],
        'base-uri': ["'none'"],
        'img-src': ["'self'", 'data:'],
        'style-src': ["'self'"],
        'connect-src': ["'self'"],
        'form-action': ["'self'"],
        'frame-ancestors': [(_req, res) => frameAncestors(res as Response, embedAllowedOrigins)],
        'upgrade-insecure-requests': null,
      },
    },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // frame-ancestors governs framing; X-Frame-Options is added below for browsers without CSP 2.
    frameguard: false,
  });
  return (req: Request, res: Response, next: NextFunction) => {
    if (res.locals.embedMode !== true) res.setHeader('X-Frame-Options', 'SAMEORIGIN');
    policy(req, res, next);
  };
}
