import { specialMessageResponseSchema } from '../../../../shared/content/schemas/hub';
import { z } from 'zod';
import type { SpecialMessageResponse } from '../../../../shared/content/hubTypes';
import { targetUrl } from '../hub/hubPresent';
import { noParams, optionalLocale } from '../params';
import { defineRoute, json } from '../routeTypes';

/** GET /special-message?locale: the site-wide notice currently in force, or null. */
export const specialMessageRoute = defineRoute({
  method: 'GET',
  path: '/special-message',
  params: noParams,
  query: z.object({ locale: optionalLocale() }),
  summary: 'The site-wide special message (a notice every page shows until the visitor dismisses it)',
  response: specialMessageResponseSchema,
  handler: async ({ query, services }) => {
    const latest = await services.store.listContent(query.locale, {
      contentTypes: ['special-message'],
      order: 'newest',
      page: { start: 0, num: 1 },
    });
    const record = latest.items[0];
    const linkText = typeof record?.attrs.linkText === 'string' ? record.attrs.linkText : undefined;
    const body: SpecialMessageResponse = {
      message: record
        ? {
            id: record.familyId,
            title: record.title,
            text: record.summary,
            severity: record.attrs.severity === 'warning' ? 'warning' : 'info',
            ...(linkText && record.attrs.target
              ? { linkText, linkUrl: targetUrl(record.attrs.target, query.locale) }
              : {}),
          }
        : null,
    };
    return json(body);
  },
});
