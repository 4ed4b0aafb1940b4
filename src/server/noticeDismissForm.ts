import express, { type Request, type Response } from 'express';
import { safeReturnTo } from '../shared/ascPortal';
import { supportPath } from '../shared/links';
import { LANGUAGE_PREFIXES } from '../shared/locale';
import { NOTICE_ID_PATTERN, noticeDismissPath } from '../shared/noticeDismiss';
import { SPECIAL_MESSAGE_COOKIE } from '../store/specialMessageSlice';
import type { SecurityLog } from './content';
import { sameOriginOnly } from './writeGuard';

/**
 * POST /electronics/support/notice-dismissed (and under each language prefix): the site notice's
 * "Dismiss" on a page without JavaScript. It writes the same session cookie as the script (the
 * loader then prevents the notice, docs/behaviour.md §4) and sends the visitor back to the page (303).
 * Nothing is stored on the server, so no write limit applies; cross-site posts are refused all the same,
 * so another site cannot hide a safety notice from a visitor.
 */
export function noticeDismissRouter(log?: SecurityLog): express.Router {
  const router = express.Router();
  const form = express.urlencoded({ extended: false, limit: '2kb', parameterLimit: 5 });
  const sameOrigin = sameOriginOnly(log);
  for (const locale of Object.values(LANGUAGE_PREFIXES)) {
    const home = supportPath(locale);
    router.post(noticeDismissPath(locale), sameOrigin, form, (req: Request, res: Response) => {
      const body = (req.body ?? {}) as Record<string, unknown>;
      const id = typeof body.id === 'string' ? body.id : '';
      if (!NOTICE_ID_PATTERN.test(id)) {
        res.status(400).type('text/plain').set('Cache-Control', 'no-store').send('The notice to dismiss is missing or unknown.');
        return;
      }
      // Not HttpOnly: the script reads it too. A session cookie: dismissed for this visit only.
      res.cookie(SPECIAL_MESSAGE_COOKIE, id, { path: '/', sameSite: 'lax', secure: req.secure, httpOnly: false });
      res.set('Cache-Control', 'no-store').redirect(303, safeReturnTo(body.returnTo) ?? home);
    });
  }
  return router;
}
