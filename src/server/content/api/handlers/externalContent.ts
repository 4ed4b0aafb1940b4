import { externalContentResponseSchema } from '../../../../shared/content/schemas/asc';
import { z } from 'zod';
import { PORTAL_CONTENT_TYPE, type ExternalContentResponse } from '../../../../shared/content/ascTypes';
import { requireContentAccess } from '../../access/requireAccess';
import { accessOf } from '../../access/services';
import { sanitizeEmbeddedHtml } from '../../sanitize/sanitizeEmbeddedHtml';
import { PORTAL_LINKS_FAMILY } from '../../store/RestrictedContentStore';
import { notFound } from '../errors';
import { locale } from '../params';
import { defineRoute, json } from '../routeTypes';
import { siteSearchCookie } from './ascParams';

/**
 * GET /{locale}/externalLinkContent: the portal's embedded HTML (quick links to the parts, claims
 * and training systems). For signed-in visitors only; the HTML is sanitised on the way out.
 */
export const externalContentRoute = defineRoute({
  method: 'GET',
  path: '/:locale/externalLinkContent',
  summary: "Embedded HTML of the service-centre portal (its quick links), for signed-in visitors",
  access: 'session',
  response: externalContentResponseSchema,
  params: z.object({ locale: locale() }),
  query: z.object({ cookie: siteSearchCookie() }),
  handler: async (ctx) => {
    const { params, services } = ctx;
    await requireContentAccess(ctx, [PORTAL_CONTENT_TYPE], params.locale);
    const row = await accessOf(services).restricted.getRestricted(params.locale, PORTAL_LINKS_FAMILY, [PORTAL_CONTENT_TYPE]);
    if (!row) throw notFound('portal content', params.locale, 'locale');
    const html = typeof row.attrs.html === 'string' ? row.attrs.html : '';
    const body: ExternalContentResponse = { embeddedHtml: sanitizeEmbeddedHtml(html) };
    return json(body, { 'cache-control': 'private, no-store', vary: 'Cookie' });
  },
});
