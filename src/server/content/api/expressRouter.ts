import express, { type NextFunction, type Request, type Response } from 'express';
import { sendCompressed } from '../../sendCompressed';
import { firstValues } from './dispatch';
import type { Dispatcher } from './inProcessTransport';

/**
 * The HTTP face of the content API, mounted by the site at API_BASE. It reads the raw query
 * string itself (first value of repeated keys) instead of Express's parser, so browsers and the
 * in-process transport get the same validation.
 */
export function createContentRouter({ dispatch }: Dispatcher): express.Router {
  const router = express.Router();
  router.use(express.json({ limit: '64kb' }));
  router.use(async (req: Request, res: Response, next: NextFunction) => {
    try {
      const url = req.url;
      const queryAt = url.indexOf('?');
      const path = queryAt >= 0 ? url.slice(0, queryAt) : url;
      const query = firstValues(new URLSearchParams(queryAt >= 0 ? url.slice(queryAt + 1) : ''));
      const headers: Record<string, string> = {};
      for (const [key, value] of Object.entries(req.headers)) {
        if (typeof value === 'string') headers[key] = value;
        else if (Array.isArray(value)) headers[key] = value.join(', ');
      }
      const response = await dispatch({
        method: req.method,
        path,
        query,
        body: req.body as unknown,
        cookie: typeof req.headers.cookie === 'string' ? req.headers.cookie : undefined,
        headers,
      });
      res.status(response.status);
      for (const [key, value] of Object.entries(response.headers)) res.setHeader(key, value);
      if (response.cookies?.length) res.append('Set-Cookie', response.cookies);
      if (Buffer.isBuffer(response.body)) res.end(req.method === 'HEAD' ? undefined : response.body);
      else if (response.body === undefined) res.end();
      else sendCompressed(req, res, JSON.stringify(response.body));
    } catch (error) {
      next(error);
    }
  });
  // Malformed JSON bodies and anything else the body parser rejects: a 4xx JSON answer, never HTML.
  router.use((error: unknown, _req: Request, res: Response, next: NextFunction) => {
    if (res.headersSent) {
      next(error);
      return;
    }
    const status = typeof error === 'object' && error !== null && 'status' in error && typeof error.status === 'number' && error.status < 500 ? error.status : 500;
    res
      .status(status)
      .type('application/json')
      .send(JSON.stringify({ error: { code: status < 500 ? 'bad_request' : 'internal_error', message: status < 500 ? 'The request body could not be read' : 'The content service could not answer this request' } }));
  });
  return router;
}
