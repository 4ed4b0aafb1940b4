import crypto from 'node:crypto';
import type { NextFunction, Request, Response } from 'express';
import helmet from 'helmet';

/** A fresh CSP nonce per response: only scripts the server wrote may run. */
export function nonceMiddleware(_req: Request, res: Response, next: NextFunction): void {
  res.locals.nonce = crypto.randomBytes(16).toString('base64');
  next();
}

export function securityHeaders() {
  return helmet({
    contentSecurityPolicy: {
      useDefaults: true,
      directives: {
        'script-src': ["'self'", (_req, res) => `'nonce-${(res as Response).locals.nonce as string}'`],
        'object-src': ["'none'"],
        'base-uri': ["'none'"],
        'img-src': ["'self'", 'data:'],
        'style-src': ["'self'"],
        'upgrade-insecure-requests': null,
      },
    },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // Pages may be embedded by allow-listed partners in embed mode; frame-ancestors governs that.
    frameguard: false,
  });
}
