import { groupSearchResponseSchema } from '../../../../shared/content/schemas/asc';
import { z } from 'zod';
import { DEFAULT_COUNTS } from '../../../../shared/constants';
import { NEWS_FOR_ASC_TYPE, type GroupSearchResponse } from '../../../../shared/content/ascTypes';
import { ARTICLE_TYPES, type SearchResult } from '../../../../shared/content/types';
import type { Locale } from '../../../../shared/locale';
import { requireContentAccess } from '../../access/requireAccess';
import { accessOf } from '../../access/services';
import { snippet } from '../../search/snippet';
import { textSearch } from '../../search/textSearch';
import { queryTerms } from '../../search/tokens';
import type { ProductRecord } from '../../store/ContentStore';
import type { ContentServices } from '../routeTypes';
import { badRequest } from '../errors';
import { newsForAscResult } from '../ascPresent';
import { csvOf, filterValue, name, noParams, optionalLocale, queryText, start, wholeNumber, MAX_NUM } from '../params';
import { LINKS_PER_FAMILY, searchResult } from '../present';
import { defineRoute, json } from '../routeTypes';
import { requireCategory, requireProduct, resolveScope } from './lookup';
import { siteSearchCookie, token } from './ascParams';

/** Article types a visitor without a session may search in a group. */
const PUBLIC_ARTICLE_TYPES = ARTICLE_TYPES.filter((t) => t !== NEWS_FOR_ASC_TYPE);

const groupQuery = z.object({
  query: queryText().optional(),
  locale: optionalLocale(),
  type: csvOf('type', ARTICLE_TYPES).optional(),
  start: start(),
  // The default depends on the group: 100 for news for ASC, 10 for FAQ groups (docs/behaviour.md §9).
  num: wholeNumber('num', 1, MAX_NUM).optional(),
  contextId: name('contextId').optional(),
  category: name('category').optional(),
  model: name('model').optional(),
  config: z.string().max(60, 'config must be at most 60 characters').optional(),
  documentTypeFilter: filterValue('documentTypeFilter').optional(),
  countryFilter: token('countryFilter').optional(),
  accessLevel: token('accessLevel').optional(),
  CAFRENCH: token('CAFRENCH').optional(),
  cookie: siteSearchCookie(),
});

type GroupQuery = z.output<typeof groupQuery>;

/** The most specific scope named: model, else category, else context. */
async function scopeOf(services: ContentServices, query: GroupQuery): Promise<{ scope: string | null; product?: ProductRecord }> {
  const { store } = services;
  const locale: Locale = query.locale;
  if (query.model) {
    const product = await requireProduct(store, locale, query.model, 'model');
    return { scope: product.name, product };
  }
  if (query.category) return { scope: (await requireCategory(store, locale, query.category, 'category')).name };
  if (query.contextId) return resolveScope(store, locale, query.contextId, 'contextId');
  return { scope: null };
}

/**
 * GET /faqs/group/search: the FAQ-group search variant (docs/behaviour.md §7 "FAQ search and news for ASC"):
 * articles of the given types in a scope, newest or best first. With type=news-for-asc-article it
 * lists the notices to service centres, which need the ASC or integrated portal (docs/behaviour.md §6); those
 * cannot be mixed with public article types in one call. Portal-wide notices appear in every scope.
 */
export const faqGroupSearchRoute = defineRoute({
  method: 'GET',
  path: '/faqs/group/search',
  summary: 'FAQ-group search: articles of some types in a scope; type=news-for-asc-article lists the news for service centres',
  // Only type=news-for-asc-article needs a session; the document says so for the whole call.
  access: 'session',
  response: groupSearchResponseSchema,
  params: noParams,
  query: groupQuery,
  handler: async (ctx) => {
    const { query, services } = ctx;
    const types = query.type?.length ? query.type : ['faq-article'];
    const news = types.includes(NEWS_FOR_ASC_TYPE);
    if (news && types.length > 1) throw badRequest('type', `${NEWS_FOR_ASC_TYPE} cannot be combined with other article types`);
    if (news) await requireContentAccess(ctx, types, query.locale);
    const { scope, product } = await scopeOf(services, query);
    const page = { start: query.start, num: query.num ?? (news ? DEFAULT_COUNTS.newsForAsc : DEFAULT_COUNTS.faq) };
    const text = query.query ?? '';

    let total: number;
    let results: SearchResult[];
    if (news) {
      const listed = await accessOf(services).restricted.listRestricted({
        locale: query.locale,
        contentTypes: types,
        scope,
        includeUnscoped: true,
        terms: text ? queryTerms(text) : [],
        language: null,
        page,
      });
      total = listed.total;
      results = listed.items.map(newsForAscResult);
    } else {
      const publicTypes = types.filter((t) => PUBLIC_ARTICLE_TYPES.includes(t as (typeof PUBLIC_ARTICLE_TYPES)[number]));
      const found =
        text === ''
          ? await services.store.listArticles(query.locale, publicTypes, scope ? [scope] : [], page).then((p) => ({ total: p.total, hits: p.items, terms: [] as string[] }))
          : await textSearch(services.store, { locale: query.locale, text, contentTypes: publicTypes, scope, facet: null, page });
      const links = await services.store.productsOfContent([...new Set(found.hits.map((h) => h.familyId))], LINKS_PER_FAMILY);
      const ctxPresent = { locale: query.locale, links, ...(product ? { product: { name: product.name, categoryName: product.categoryName } } : {}) };
      total = found.total;
      results = found.hits.map((hit) => searchResult(hit, ctxPresent, found.terms.length > 0 ? snippet(hit.body || hit.summary, found.terms) : hit.summary));
    }
    const body: GroupSearchResponse = {
      // Spec §3: a search result set names its query, the empty text when none was given.
      searchResponse: { query: text, start: query.start, end: query.start + results.length, count: total, results },
    };
    // Notices are per session; public FAQ groups may be cached like other searches.
    return json(body, news ? { 'cache-control': 'private, no-store', vary: 'Cookie' } : undefined);
  },
});
