import { organicSearchResponseSchema } from '../../../../shared/content/schemas/core';
import { z } from 'zod';
import { SETTINGS, SMART_HELP_CONFIG } from '../../../../shared/constants';
import { REPAIR_DOCUMENT_TYPES, type FilterCount, type OrganicSearchResponse, type SearchFacets, type SearchResult } from '../../../../shared/content/types';
import { COUNTRY_CODE, FILTER_LIMITS, KNOWN_CONTENT_TYPES } from '../../../../shared/content/searchFilterRules';
import type { Locale } from '../../../../shared/locale';
import { modelsOneTypoAway } from '../../search/modelTypos';
import { bestMatches, categoriesNamed, type TextSearchResult } from '../../search/textSearch';
import { bestPage, PAGED_CONTENT_TYPES, type MarkLanguage, type PageMatch } from '../../search/manualPage';
import { snippet } from '../../search/snippet';
import { modelKey } from '../../search/modelKey';
import { liftOpened, readLearnedShares } from '../../search/learnedBoost';
import type { SearchInsightStore } from '../../store/SearchInsightStore';
import type { ContentStore, ProductLink, ProductRecord, SearchHit, SearchRequest } from '../../store/ContentStore';
import { badRequest } from '../errors';
import { booleanFlag, csvOf, name, num, oneOf, optionalLocale, queryText, start } from '../params';
import { categoryResult, LINKS_PER_FAMILY, listedResult, modelResult, productNameOf, searchResult } from '../present';
import { defineRoute, json } from '../routeTypes';
import { resolveScope } from './lookup';
import { allTabCounts, COLLAPSE_WINDOW, groupedHits, groupedWindow, listedWindow, tabCounts, tabWindowCounts } from './searchWindow';
import { withHighlights } from './searchHighlights';
import { searchRepairDocuments } from './repairDocumentSearch';
import type { AccessContext } from '../../access/requireAccess';
import { TOPIC_FILTER_TYPES, topicFilter } from '../hub/hubParams';
import { searchLanguage } from '../../search/searchLanguage';

/** Search-type filters (docs/behaviour.md §2) and the content types each one covers. */
const FILTER_TYPES = {
  manuals: ['document', 'sub-document'],
  downloads: ['download', 'software'],
  faqs: ['faq-article', 'quality-issue-article', 'oof-article'],
  'repair-documents': [...REPAIR_DOCUMENT_TYPES],
  'model-details': ['product'],
} as const satisfies Record<string, readonly string[]>;

type FilterName = keyof typeof FILTER_TYPES;
const FILTER_NAMES = Object.keys(FILTER_TYPES) as FilterName[];
/** The public tabs whose lists group copies (models are never grouped; repair documents are searched apart). */
const GROUPED_FILTERS: FilterName[] = ['manuals', 'downloads', 'faqs'];

/**
 * 'all' lists everything but products, which appear as best matches instead, and support videos,
 * whose steps and transcripts answer how-to and troubleshooting questions (no search type of
 * their own).
 */
const ALL_LISTED = [...FILTER_NAMES.filter((f) => f !== 'model-details').flatMap((f) => [...FILTER_TYPES[f]]), 'video-content'];
/** Models shown above the results: those whose model number the visitor typed, or that hold every word. */
const BEST_MATCHES = 5;

/** Fields a result can carry besides its own (additional-fields): the summary and stored attributes. */
const ADDITIONAL_FIELDS = ['summary', 'channel', 'popularity', 'version', 'operatingSystem', 'downloadCategory', 'documentType', 'duration'] as const;

const searchQuery = z.object({
  // Required: docs/behaviour.md §5, the site makes no call for an empty query.
  query: queryText(),
  locale: optionalLocale(),
  type: oneOf('type', ['all', 'none', ...FILTER_NAMES] as const).default('all'),
  start: start(),
  num: num(SETTINGS.organicResultsPerPage),
  contentTypeFilter: csvOf('contentTypeFilter', KNOWN_CONTENT_TYPES).optional(),
  documentTypeFilter: z
    .string()
    .max(FILTER_LIMITS.documentTypeFilter, `documentTypeFilter must be at most ${FILTER_LIMITS.documentTypeFilter} characters`)
    .transform((v) => v.split(',').map((s) => s.trim()).filter(Boolean).slice(0, 20))
    .optional(),
  includeAlternativeBestMatches: booleanFlag().optional(),
  supportFaqBundleTopicFilter: topicFilter().optional(),
  // Sub-documents (chapters of manuals) are listed unless this is false.
  searchInSubDocuments: booleanFlag().optional(),
  // With no context: a query that is one product's model number searches within that product.
  'infer-context': booleanFlag().optional(),
  // Extra fields of each result, by name, returned under additionalFields.
  'additional-fields': csvOf('additional-fields', ADDITIONAL_FIELDS).optional(),
  // The caller's search configuration: smart help (tvhelp) searches TV content only.
  config: z.string().trim().max(50, 'config must be at most 50 characters').optional(),
  // Accepted for the callers of docs/behaviour.md §7 (forwarded access level and country); the public catalogue
  // has no content that differs by them, so they narrow nothing here.
  accessLevel: z.string().max(FILTER_LIMITS.accessLevel, `accessLevel must be at most ${FILTER_LIMITS.accessLevel} characters`).optional(),
  country: z.string().regex(COUNTRY_CODE, 'country must be a two-letter country code').optional(),
  languageSelectionFilter: z
    .string()
    .max(FILTER_LIMITS.languageSelectionFilter, `languageSelectionFilter must be at most ${FILTER_LIMITS.languageSelectionFilter} characters`)
    .optional(),
  // false: the words as typed only, no spelling fix ("Search instead for ..." on the results page).
  spellingFix: booleanFlag().optional().describe('false: search the words as typed, without a spelling fix'),
  // true: counts of the matches per product and per category (the results page's filters).
  facets: booleanFlag().optional().describe('true: counts of the results per root category and per product (the results page filters)'),
  // A category or product to filter a site-wide search by (a results page's filter): unlike a
  // contextId, the query is read and matched as site-wide, so the filter lists what its count said.
  contextId: name('contextId').optional().describe('The category or product to search in: the same as the path /search/{contextId}, which wins when both are given'),
  within: name('within').optional().describe('A category or product name filtering a site-wide search; the query is read as site-wide'),
  // false: every result on its own; by default copies of one text for different models are one
  // result "for N models" (docs/decisions/040-scannable-search-results.md).
  collapse: booleanFlag().optional().describe('false: list every result; by default copies of one text for several models are one result'),
});


/** Smart help (config tvhelp) is for televisions only (the category of the smart-help pages). */
const TV_CATEGORY = 'televisions';
// A Map, not an object literal: `config` is visitor input, and 'constructor' or 'toString' would find the object's own functions.
const CONFIG_SCOPES: ReadonlyMap<string, string> = new Map([[SMART_HELP_CONFIG, TV_CATEGORY]]);

function additionalFieldsOf(hit: SearchHit, names: readonly string[]): Record<string, string | number | boolean> {
  const fields: Record<string, string | number | boolean> = {};
  for (const name of names) {
    const value = name === 'summary' ? hit.summary : name === 'channel' ? hit.channel : name === 'popularity' ? hit.popularity : hit.attrs[name];
    if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') fields[name] = value;
  }
  return fields;
}

type SearchQuery = z.output<typeof searchQuery>;

/** The types a tab covers before any filter: every listed type on the 'all' tab. */
function tabTypes(type: SearchQuery['type']): readonly string[] {
  return type === 'all' || type === 'none' ? ALL_LISTED : FILTER_TYPES[type];
}

/** The types a search lists: its tab's, narrowed by contentTypeFilter, chapters and an automatic-bundle topic. */
function listedTypes(query: SearchQuery): string[] {
  const base = tabTypes(query.type);
  const filtered = query.contentTypeFilter ? base.filter((t) => query.contentTypeFilter?.includes(t)) : [...base];
  const listed = query.searchInSubDocuments === false ? filtered.filter((t) => t !== 'sub-document') : filtered;
  // An automatic-bundle topic narrows the results to that topic's FAQs (FAQs carry no document type).
  return query.supportFaqBundleTopicFilter ? listed.filter((t) => TOPIC_FILTER_TYPES.includes(t)) : listed;
}

/** Whether two type lists hold the same types, in any order. */
const sameTypes = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((t) => b.includes(t));

/**
 * The 'all' tab's request of a search on another tab. The site names a tab's types again in
 * contentTypeFilter (docs/behaviour.md §2); a filter of exactly those types is the tab itself, not a
 * narrowing the 'all' tab would share.
 */
function allTabOf(query: SearchQuery): SearchQuery {
  const own = tabTypes(query.type);
  const filter = query.contentTypeFilter;
  const theTab = filter !== undefined && sameTypes(filter, own);
  return { ...query, type: 'all', contentTypeFilter: theTab ? undefined : filter };
}

/**
 * The context a search runs in and the text it searches: the path's context, else the one its config
 * implies, else (infer-context) the product whose model number the query names; the other words are
 * then searched within that product ("AT-65X90K wifi" searches "wifi" in the AT-65X90K's content).
 */
async function contextOf(store: ContentStore, query: SearchQuery, contextId: string | undefined): Promise<{ contextId?: string; text: string }> {
  const text = query.query ?? '';
  if (contextId) return { contextId, text };
  const configured = query.config ? CONFIG_SCOPES.get(query.config) : undefined;
  if (configured) return { contextId: configured, text };
  if (query['infer-context'] !== true || !text) return { text };
  const [match] = await bestMatches(store, query.locale, text, { scope: null, limit: 1, alternatives: false });
  if (!match) return { text };
  const words = text.split(/\s+/).filter(Boolean);
  const rest = words.filter((w) => modelKey(w) !== match.modelKey);
  if (rest.length === words.length) return { text };
  return { contextId: match.name, text: rest.length > 0 ? rest.join(' ') : text };
}

/**
 * The page of each manual hit that holds the query (docs/decisions/030-search-inside-manuals.md):
 * a manual is searched by the text of its pages, so its result names that page and opens the PDF there.
 */
async function manualPages(store: ContentStore, hits: SearchHit[], text: string, terms: string[], language: MarkLanguage): Promise<Map<string, PageMatch>> {
  const paged = hits.filter((hit) => PAGED_CONTENT_TYPES.has(hit.contentType) && hit.fileId);
  const found = new Map<string, PageMatch>();
  if (paged.length === 0) return found;
  const pagesOf = await store.filePages([...new Set(paged.map((hit) => hit.fileId as string))]);
  // Copies of a manual for several models share one PDF: its best page is found once.
  const byFile = new Map<string, PageMatch | null>();
  for (const hit of paged) {
    const fileId = hit.fileId as string;
    let match = byFile.get(fileId);
    if (match === undefined) {
      const pages = pagesOf.get(fileId);
      match = pages ? bestPage(pages, text, terms, language) : null;
      byFile.set(fileId, match);
    }
    if (match) found.set(hit.id, match);
  }
  return found;
}

function manualResult(result: SearchResult, found: PageMatch): SearchResult {
  if (!result.fileUrl) return result;
  return { ...result, page: found.page, pageUrl: `${result.fileUrl}#page=${found.page}`, snippetHighlights: found.highlights };
}

/** The filters' badges; 'all' from the 'all' tab's own counts (on another tab, its own types may be grouped further). */
function filterCounts(countsByType: Record<string, number>, allTab: Record<string, number>): FilterCount[] {
  const sum = (counts: Record<string, number>, types: readonly string[]) => types.reduce((n, t) => n + (counts[t] ?? 0), 0);
  return [{ value: 'all', count: sum(allTab, ALL_LISTED) }, ...FILTER_NAMES.map((f) => ({ value: f, count: sum(countsByType, FILTER_TYPES[f]) }))];
}

/** Product filters offered: the products most of the listed results are for. */
const PRODUCT_FACETS = 8;

type Matched = NonNullable<TextSearchResult['matched']>;
/** One copy listed under a grouped result. */
type GroupItem = NonNullable<SearchResult['group']>['items'][number];

/**
 * The hits of the grouping window a page shows, with their whole body (the window read only its
 * opening, KEY_TEXT characters): their snippet is the best passage of all of it.
 */
async function withWholeBodies(store: ContentStore, groups: SearchHit[][], opened: ReadonlySet<SearchHit>, pages: ReadonlyMap<string, PageMatch>): Promise<SearchHit[][]> {
  // Only the first of a group shows a snippet; the others are listed by title and link. A manual
  // whose page holds the query shows that page's excerpt: its body (every page) is not read.
  const wanted = (hit: SearchHit) => opened.has(hit) && !pages.has(hit.id);
  const rowIds = groups.flatMap(([first]) => (wanted(first) ? [first.rowId] : []));
  if (rowIds.length === 0) return groups;
  const bodies = await store.contentBodies(rowIds);
  return groups.map(([first, ...others]) => [wanted(first) ? { ...first, body: bodies.get(first.rowId) ?? first.body } : first, ...others]);
}

/**
 * The models holding every word of a search that lists a fallback ('industry-leading noise cancelling': a
 * feature the headphones' descriptions name, which no manual or article does), best ranked first, as best
 * matches: the public results page has no models tab.
 */
async function modelsHolding(store: ContentStore, locale: Locale, matched: Omit<SearchRequest, 'page'>): Promise<ProductRecord[]> {
  const { hits } = await store.search({ ...matched, contentTypes: ['product'], page: { start: 0, num: BEST_MATCHES }, bodyChars: 0 });
  const products = await Promise.all(hits.map((hit) => store.getProduct(locale, productNameOf(hit))));
  return products.filter((p): p is ProductRecord => p !== null);
}

/** An answer and whether it is the visitor's own (it holds what their session may read: never kept by a shared cache). */
interface SearchAnswer {
  body: OrganicSearchResponse;
  personal: boolean;
}

async function organicSearch(store: ContentStore, insights: SearchInsightStore, access: AccessContext, query: SearchQuery, contextId: string | undefined): Promise<SearchAnswer> {
  // docs/behaviour.md §5: an empty query makes no call; an API client that sends one gets told so.
  if ((query.query ?? '') === '') throw badRequest('query', 'query must not be empty');
  const locale: Locale = query.locale;
  // How the locale's words are read, for the marks of every result and the manuals' pages.
  const language = searchLanguage(locale);
  const filtered = !contextId && query.within ? await resolveScope(store, locale, query.within, 'within') : null;
  const { contextId: scopeName, text } = filtered ? { contextId: undefined, text: query.query ?? '' } : await contextOf(store, query, contextId);
  const context = filtered ?? (scopeName ? await resolveScope(store, locale, scopeName, 'contextId') : null);
  const topic = query.supportFaqBundleTopicFilter;
  const types = listedTypes(query);
  const facet = topic
    ? { name: 'topic', values: [topic] }
    : query.documentTypeFilter?.length
      ? { name: 'documentType', values: query.documentTypeFilter }
      : null;
  // A step ends the fallbacks when the 'all' tab would list its matches, whichever tab is selected: the counts per type do not change with the tab.
  // With the filters' counts asked for, the store may read the match once for the list's counts and theirs.
  const request = {
    locale,
    text,
    contentTypes: types,
    listable: ALL_LISTED,
    scope: context?.scope ?? null,
    facet,
    spellingFix: query.spellingFix !== false,
    scopeIsFilter: Boolean(filtered),
    ...(query.facets ? { scopeCountsNext: true } : {}),
  };
  const grouping = query.collapse !== false;
  // On a tab, every badge counts as the 'all' tab does (ADR 040 update 1); the tab's own types count what it lists.
  const allTypes = listedTypes(allTabOf(query));
  const badgesWindow = grouping && !sameTypes(allTypes, types);
  // The other tabs whose copies the 'all' window may not count as they list them (copies past that window).
  const otherTabs = grouping ? GROUPED_FILTERS.map((f) => listedTypes({ ...allTabOf(query), type: f })).filter((t) => !sameTypes(t, types)) : [];
  // One read of the match for both windows when the tab's types are among the 'all' tab's (not the models
  // tab's): the 'all' window is then full where the tab's is (ADR 040 update 4). On the 'all' tab, a match short
  // enough for one scan is read once for its window and the other tabs' windows, which their badges read
  // (tabWindowCounts, ADR 040 update 7): named as the types read next.
  const thenTypes = badgesWindow ? (types.every((t) => allTypes.includes(t)) ? allTypes : undefined) : otherTabs[0];

  const matchesOf = bestMatches(store, locale, query.query ?? text, { scope: context?.scope ?? null, limit: BEST_MATCHES, alternatives: query.includeAlternativeBestMatches ?? true });
  // A query that names a product kind only ('tv', 'casque'): its category is offered as a place to go (ADR 054).
  // Site-wide only: within a category or product the visitor is already there.
  const categoriesOf = !context && query.includeAlternativeBestMatches !== false ? categoriesNamed(store, locale, query.query ?? text) : Promise.resolve([]);
  // Both run while the window is read and are awaited after it. Should the window's read fail first, their own
  // failure must not become an unhandled rejection, which ends the process: marked handled here, and still
  // thrown where they are awaited.
  for (const started of [matchesOf, categoriesOf]) started.catch(() => undefined);
  // What visitors opened from this query's results before (ADR 056), read beside the window; only the
  // grouped list is reordered by it (a page of collapse=false is the store's own slice).
  const learning = grouping ? readLearnedShares(insights, locale, query.query ?? text) : null;
  // The tab's window and then the 'all' tab's: the store may read the match once for both (ADR 040 update 4).
  const shown = grouping ? await groupedWindow(store, thenTypes ? { ...request, thenTypes } : request) : await listedWindow(store, { ...request, page: { start: query.start, num: query.num } });
  const { window, links, total } = shown;
  const product: ProductRecord | undefined = context?.product;
  const ctx = { locale, links, ...(product ? { product: { name: product.name, categoryName: product.categoryName } } : {}) };
  const shares = learning ? await learning : null;
  // Every page is a slice of the one reordered list, so paging neither repeats nor skips a result.
  const ranked = shares && shares.size > 0 ? liftOpened(shown.groups, (group) => group.map((hit) => listedResult(hit, ctx).url), shares) : shown.groups;
  let groups = grouping ? ranked.slice(query.start, query.start + query.num) : shown.groups;
  // A page past the grouped window continues with the matches after it, one by one: the same step's
  // matches, without choosing the step again.
  const missing = query.num - groups.length;
  if (grouping && missing > 0 && window.matched && window.hits.length < window.total) {
    const from = window.hits.length + Math.max(0, query.start - shown.groups.length);
    const rest = await store.search({ ...window.matched, page: { start: from, num: missing } });
    for (const [k, v] of await store.productsOfContent([...new Set(rest.hits.map((h) => h.familyId))], LINKS_PER_FAMILY)) links.set(k, v);
    groups = [...groups, ...rest.hits.map((h) => [h])];
  }
  // The badges' window and the manuals' best pages need nothing of each other: on PostgreSQL their round trips overlap.
  const [allTab, pages] = await Promise.all([
    badgesWindow ? allTabCounts(store, window, allTypes) : null,
    manualPages(store, groups.flat(), text, window.terms, language),
  ]);
  // The 'all' tab's counts (its own badge), then each other tab's as that tab counts it; the selected tab's own types as its list counts them.
  const allCounts = allTab?.counts ?? shown.countsByType;
  const everyTab = grouping ? await tabWindowCounts(store, window, allCounts, allTab ?? { window, groups: shown.groups }, otherTabs) : allCounts;
  const countsByType = allTab ? tabCounts(shown.countsByType, types, everyTab) : everyTab;
  if (grouping) groups = await withWholeBodies(store, groups, new Set(window.hits), pages);
  // No model number typed, and only models hold every word: those models lead the page (ADR 050). Not when
  // only exact model numbers are asked for, nor in a product's pages (its own model), nor on the models tab,
  // which lists them.
  const everyWord = query.includeAlternativeBestMatches !== false && !context?.product && !types.includes('product') ? window.everyWordModels : undefined;
  const named = await matchesOf.then((typed) => (typed.length > 0 || !everyWord ? typed : modelsHolding(store, locale, everyWord)));
  // A model number typed with a typo names no product: the models one typo away, offered as such (ADR 052).
  // Not within a product's pages, nor when only exact model numbers are asked for.
  const corrected =
    named.length === 0 && query.includeAlternativeBestMatches !== false && !context?.product
      ? await modelsOneTypoAway(store, locale, query.query ?? text, { scope: context?.scope ?? null, limit: BEST_MATCHES })
      : [];
  const matches = corrected.length > 0 ? corrected : named;
  const offered = await categoriesOf;
  const categories = matches.length === 0 ? offered : [];

  const extra = query['additional-fields'];
  const present = (hit: SearchHit): SearchResult => {
    const found = pages.get(hit.id);
    const presented = found ? manualResult(searchResult(hit, ctx, found.snippet), found) : searchResult(hit, ctx, snippet(hit.body || hit.summary, window.terms));
    const result = withHighlights(presented, text, window.terms, language);
    return extra?.length ? { ...result, additionalFields: additionalFieldsOf(hit, extra) } : result;
  };
  // A group's items list the fields that are set, in this order: no spread per item.
  const itemOf = (id: string, title: string, url: string, modelNames: string[] | undefined, pageUrl: string | undefined): GroupItem => {
    const item: GroupItem = { id, title, url };
    if (modelNames) item.modelNames = modelNames;
    if (pageUrl) item.pageUrl = pageUrl;
    return item;
  };
  // The other copies of a group are listed by title, link, models and page: no snippet and no whole
  // result is made for them (a shown group may list 200 copies).
  const listed = (hit: SearchHit): GroupItem => {
    const { id, title, url, modelNames, fileUrl } = listedResult(hit, ctx);
    const found = pages.get(hit.id);
    return itemOf(id, title, url, modelNames, found && fileUrl ? `${fileUrl}#page=${found.page}` : undefined);
  };
  const results = groups.map(([first, ...others]) => {
    const result = present(first);
    if (others.length === 0) return result;
    const items = [itemOf(result.id, result.title, result.url, result.modelNames, result.pageUrl), ...others.map(listed)];
    const models = new Set<string>();
    for (const item of items) for (const model of item.modelNames ?? []) models.add(model);
    return { ...result, group: { modelCount: Math.max(models.size, items.length), items } };
  });
  const facets = query.facets && window.matched ? await facetsOf(store, locale, window.matched, shown.groups, links, context, { terms: window.terms, matches: window.total, grouping }) : undefined;
  const body: OrganicSearchResponse = {
    searchResponse: {
      query: query.query ?? text,
      start: query.start,
      end: query.start + results.length,
      count: total,
      results,
      bestMatches: matches.map((p) => modelResult(locale, p)),
    },
    filterCounts: filterCounts(countsByType, allCounts),
    ...(window.didYouMean ? { didYouMean: window.didYouMean } : {}),
    ...(corrected.length > 0 ? { bestMatchesCorrected: true as const } : {}),
    ...(facets ? { facets } : {}),
    ...(categories.length > 0 ? { bestCategories: categories.map((c) => categoryResult(locale, c)) } : {}),
  };
  // A session that may read repair documents gets their count on every tab, and them on their own tab.
  const onRepairTab = query.type === 'repair-documents';
  const repair = await searchRepairDocuments(access, store, {
    locale,
    text,
    scope: context?.scope ?? null,
    ...(product ? { product: { name: product.name, categoryName: product.categoryName } } : {}),
    types: onRepairTab ? types : REPAIR_DOCUMENT_TYPES,
    start: onRepairTab ? query.start : 0,
    num: onRepairTab ? query.num : 0,
  });
  if (!repair) return { body, personal: false };
  const counted = body.filterCounts.map((f) => (f.value === 'repair-documents' ? { ...f, count: repair.total } : f));
  if (!onRepairTab) return { body: { ...body, filterCounts: counted }, personal: true };
  // The public index's spelling fix, categories and filters speak of other content than this tab lists.
  const { didYouMean: _fix, bestCategories: _categories, facets: _facets, ...rest } = body;
  const tab = { ...body.searchResponse, end: query.start + repair.results.length, count: repair.total, results: repair.results };
  return { body: { ...rest, searchResponse: tab, filterCounts: counted }, personal: true };
}

/** A visitor's own answer is never stored by a browser or proxy, and varies with the session cookie. */
const PERSONAL = { 'cache-control': 'private, no-store', vary: 'Cookie' };
/**
 * Any other answer may be kept briefly, but only for the same cookies: an answer kept before signing in would
 * otherwise be shown after it (the repair-documents tab empty for five minutes).
 */
const SHARED = { vary: 'Cookie' };

/**
 * The results page's filters with their counts: the root categories (none once the search is in
 * a category or product) and the products most of the first results are for (none in a product).
 */
async function facetsOf(
  store: ContentStore,
  locale: Locale,
  matched: Matched,
  grouped: SearchHit[][],
  links: Map<string, ProductLink[]>,
  context: { scope: string; product?: ProductRecord } | null,
  search: ExactCounts,
): Promise<SearchFacets> {
  // In a product or category, its filter is the one selected: listed alone, so the page can show it.
  if (context?.product) {
    const counts = await listedCounts(store, locale, matched, grouped, links, [context.product.name], [], search);
    return { categories: [], products: [{ name: context.product.name, label: context.product.modelNumber, categoryName: context.product.categoryName, count: counts[context.product.name] ?? 0 }] };
  }
  const scoped = context ? await store.getCategory(locale, context.scope) : null;
  const categories = scoped ? [scoped] : await store.listCategories(locale, null);
  const seen = new Map<string, { link: ProductLink; n: number }>();
  for (const group of grouped) {
    for (const link of links.get(group[0].familyId) ?? []) {
      const entry = seen.get(link.name) ?? { link, n: 0 };
      entry.n += 1;
      seen.set(link.name, entry);
    }
  }
  const candidates = [...seen.values()].sort((a, b) => b.n - a.n || (a.link.modelNumber < b.link.modelNumber ? -1 : 1)).slice(0, PRODUCT_FACETS * 2);
  const counts = await listedCounts(store, locale, matched, grouped, links, candidates.map((c) => c.link.name), categories.map((c) => c.name), search);
  return {
    categories: categories.map((c) => ({ name: c.name, label: c.displayName, count: counts[c.name] ?? 0 })).filter((f) => f.count > 0),
    products: candidates
      .map((c) => ({ name: c.link.name, label: c.link.modelNumber, categoryName: c.link.categoryName, count: counts[c.link.name] ?? 0 }))
      .filter((f) => f.count > 0)
      .sort((a, b) => b.count - a.count || (a.label < b.label ? -1 : 1))
      .slice(0, PRODUCT_FACETS),
  };
}

/** The words a search's snippets mark (for grouping), how many rows its match holds, and whether its list groups copies. */
interface ExactCounts {
  terms: string[];
  matches: number;
  grouping: boolean;
}

/**
 * The most rows of a match that the filters' counts read whole, to group every copy as a category's filter
 * groups them (ADR 040 update 8). A broader match keeps the 'all' window's grouping, its copies past the window
 * counted one by one: the read costs about 1 ms per 100 rows at 100k documents ('no sound', 946 rows, 11.6 -> 23.4
 * ms at 1,000).
 */
const EXACT_FACETS_MATCHES = 600;

/**
 * What each filter would list: the matches filed under it (the store counts them), less the copies
 * grouped into one result there (copies of a manual for three soundbars are one result under "Audio", and one
 * each under each soundbar). The copies are those the 'all' window groups; when the window does not hold the
 * whole match and the match is at most EXACT_FACETS_MATCHES rows, those of the whole match, read unranked, for
 * each category of at most one window of matches (its filter groups all of them): 'wifi' on German pages read
 * "Mobilgeräte 47", and the filter listed 9.
 */
async function listedCounts(
  store: ContentStore,
  locale: Locale,
  matched: Matched,
  grouped: SearchHit[][],
  links: Map<string, ProductLink[]>,
  products: string[],
  categories: string[],
  search: ExactCounts,
): Promise<Record<string, number>> {
  // A copy: the answer may be the one the search cache keeps for the next visitor (store/catalogueCache.ts).
  const raw = await store.countByScope(matched, [...categories, ...products]);
  const counts = await withoutCopies(store, locale, raw, grouped, links, categories.length > 0);
  const listed = grouped.reduce((n, g) => n + g.length, 0);
  const whole = categories.filter((name) => (raw[name] ?? 0) <= COLLAPSE_WINDOW);
  // A list that groups nothing (collapse=false) counts every match; its window is one page, not the grouped one.
  if (!search.grouping || listed >= search.matches || search.matches > EXACT_FACETS_MATCHES || whole.length === 0) return counts;
  const rows = await store.search({ ...matched, page: { start: 0, num: search.matches }, bodyChars: 0, unranked: true });
  const all = await groupedHits(store, rows.hits, search.terms);
  const exact = await withoutCopies(store, locale, raw, all.groups, all.links, true);
  for (const name of whole) counts[name] = exact[name] ?? 0;
  return counts;
}

/** `raw` counts per scope less the copies each group folds under a scope: every group of n copies filed there counts once. */
async function withoutCopies(
  store: ContentStore,
  locale: Locale,
  raw: Readonly<Record<string, number>>,
  groups: SearchHit[][],
  links: Map<string, ProductLink[]>,
  withCategories: boolean,
): Promise<Record<string, number>> {
  const counts = { ...raw };
  const folded = groups.filter((g) => g.length > 1);
  if (folded.length === 0) return counts;
  // Every category a copy is filed under, its leaf up to its root: a category results page's own category (not a
  // root, 'televisions') counts its copies as one result too, as its 'All' tab lists them.
  const pathOf = new Map<string, string[]>();
  if (withCategories) {
    const leaves = new Set<string>();
    for (const group of folded) for (const hit of group) for (const link of links.get(hit.familyId) ?? []) leaves.add(link.categoryName);
    // One read for every leaf: a round trip each on PostgreSQL was 14 sequential reads for 'no sound' (ADR 036 update 19).
    // Sorted, so the catalogue cache keeps one answer for one set of leaves in whatever order the results name them.
    const paths = await store.categoryPaths(locale, [...leaves].sort());
    for (const leaf of leaves) pathOf.set(leaf, (paths.get(leaf.toLowerCase()) ?? []).map((c) => c.name));
  }
  // Only the scopes a filter shows are counted (`raw`'s keys), each category's path filtered once: a group's
  // copies are filed under hundreds of products and their categories, and a set of all of them per copy was most
  // of a broad search's filter counting (at 100k documents, 'no sound' with its filters: 0.9 ms of 11;
  // docs/decisions/058-filter-counts-in-one-pass.md, update 4).
  const shownPath = new Map<string, string[]>();
  const shownPathOf = (category: string): string[] => {
    let shown = shownPath.get(category);
    if (!shown) {
      shown = (pathOf.get(category) ?? []).filter((name) => Object.hasOwn(counts, name));
      shownPath.set(category, shown);
    }
    return shown;
  };
  for (const group of folded) {
    const under = new Map<string, number>();
    // The copy that last counted each scope: a copy filed under a scope through two products counts once.
    const countedBy = new Map<string, number>();
    const file = (scope: string, copy: number) => {
      if (countedBy.get(scope) === copy) return;
      countedBy.set(scope, copy);
      under.set(scope, (under.get(scope) ?? 0) + 1);
    };
    group.forEach((hit, copy) => {
      for (const link of links.get(hit.familyId) ?? []) {
        if (Object.hasOwn(counts, link.name)) file(link.name, copy);
        for (const category of shownPathOf(link.categoryName)) file(category, copy);
      }
    });
    for (const [scope, n] of under) if (n > 1) counts[scope] -= n - 1;
  }
  return counts;
}

export const searchRoute = defineRoute({
  method: 'GET',
  path: '/search',
  summary: 'Site search: ranked results, best matches, filter counts and did-you-mean',
  response: organicSearchResponseSchema,
  params: z.object({}),
  query: searchQuery,
  handler: async ({ query, services, cookie, headers }) => {
    // spec §7 lists contextId among the search's parameters: as a query parameter it scopes the search as the path does.
    const { body, personal } = await organicSearch(services.store, services.writes, { cookie, headers, services }, query, query.contextId);
    return json(body, personal ? PERSONAL : SHARED);
  },
});

export const contextSearchRoute = defineRoute({
  method: 'GET',
  path: '/search/:contextId',
  summary: 'Site search within a category or product',
  response: organicSearchResponseSchema,
  params: z.object({ contextId: name('contextId') }),
  query: searchQuery,
  handler: async ({ params, query, services, cookie, headers }) => {
    const { body, personal } = await organicSearch(services.store, services.writes, { cookie, headers, services }, query, params.contextId);
    return json(body, personal ? PERSONAL : SHARED);
  },
});
