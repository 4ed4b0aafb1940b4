import type { Request, RequestHandler, Response } from 'express';
import type { Transport } from '../shared/api/transport';

/** docs/behaviour.md §7 names a second address of the product call outside the content API base. */
export const PRODUCT_ALIAS_BASE = '/api/support/product';

const firstString = (value: unknown): string | undefined =>
  typeof value === 'string' ? value : Array.isArray(value) && typeof value[0] === 'string' ? value[0] : undefined;

/**
 * GET /api/support/product/{productName}: the same answer as the content API's /products/{productName}
 * (validation, locale from the query or the ngp-locale cookie), through the same transport.
 */
export function productAlias(transport: Transport): RequestHandler {
  return async (req: Request, res: Response) => {
    const productName = String(req.params.productName ?? '');
    const locale = firstString(req.query.locale);
    try {
      const answer = await transport({
        method: 'GET',
        path: `/products/${encodeURIComponent(productName)}`,
        query: locale === undefined ? {} : { locale },
        cookie: req.get('cookie'),
      });
      res.status(answer.status);
      const type = answer.headers['content-type'];
      res.set('Content-Type', type ?? 'application/json; charset=utf-8');
      const cache = answer.headers['cache-control'];
      if (cache) res.set('Cache-Control', cache);
      res.set('Vary', 'Cookie');
      res.send(JSON.stringify(answer.body));
    } catch {
      res.status(502).type('application/json').send(JSON.stringify({ error: { code: 'upstream_failed', message: 'The content service did not answer' } }));
    }
  };
}
