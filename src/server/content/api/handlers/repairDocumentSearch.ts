import type { SearchResult } from '../../../../shared/content/types';
import type { Locale } from '../../../../shared/locale';
import { verifySession, type AccessContext } from '../../access/requireAccess';
import { readableRepairTypes } from '../../access/rules';
import { searchLanguage } from '../../search/searchLanguage';
import { queryTerms } from '../../search/tokens';
import type { ContentStore } from '../../store/ContentStore';
import { MAX_LISTED_MODELS, repairDocumentResult } from '../ascPresent';
import { withHighlights } from './searchHighlights';

export interface RepairDocumentSearch {
  locale: Locale;
  /** The words searched for (a context's model number already taken out). */
  text: string;
  /** The product or category the search is in; null for the whole portal. */
  scope: string | null;
  product?: { name: string; categoryName: string };
  /** The repair document types asked for (the tab's, or those a filter names). */
  types: readonly string[];
  start: number;
  num: number;
}

/**
 * Site search's repair-documents tab (docs/behaviour.md §2, the ASC filter list). The search index
 * holds public content only (restricted rows are never searched publicly, docs/content-import.md),
 * so the tab reads the restricted rows the session may read, through the same store and access rules
 * as the portal's repair lists: every meaningful word in the title, summary or body, newest first. Null when the
 * visitor may read none of the types (no session, or none granted): the tab then lists nothing, as
 * it always did for the public.
 */
export async function searchRepairDocuments(
  ctx: AccessContext,
  store: ContentStore,
  request: RepairDocumentSearch,
): Promise<{ total: number; results: SearchResult[] } | null> {
  const { access } = ctx.services;
  if (!access) return null;
  const session = await verifySession(ctx);
  const types = session ? readableRepairTypes(session, request.types) : [];
  if (types.length === 0) return null;
  const language = searchLanguage(request.locale);
  // The words that mean something: the store matches each as a part of the text, so 'the' would find nearly every
  // document, and a query of none ('-') every one.
  const terms = queryTerms(request.text).filter((term) => !language.stopwords.has(term));
  if (terms.length === 0) return { total: 0, results: [] };
  const page = await access.restricted.listRestricted({
    locale: request.locale,
    contentTypes: types,
    scope: request.scope,
    includeUnscoped: false,
    terms,
    language: null,
    page: { start: request.start, num: request.num },
  });
  const links = await store.productsOfContent(page.items.map((item) => item.familyId), MAX_LISTED_MODELS);
  const results = page.items.map((item) => {
    const { models, documentNumber: _number, associatedFiles: _files, ...result } = repairDocumentResult(item, {
      locale: request.locale,
      links,
      withModels: true,
      ...(request.product ? { product: request.product } : {}),
    });
    const listed: SearchResult = { ...result, ...(models && models.length > 0 ? { modelNames: models } : {}) };
    return withHighlights(listed, request.text, terms, language);
  });
  return { total: page.total, results };
}
