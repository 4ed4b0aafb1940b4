import { cutToQueryLength } from '../shared/queryLength';
import type { PageState } from './pageSlice';

const first = (v: string | string[] | undefined): string | undefined => (Array.isArray(v) ? v[0] : v);

/** A slug from a free-text model name: 'KD-55X89J' -> 'kd-55x89j'. */
export function slugify(value: string): string {
  return value
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** docs/behaviour.md §5: the product name comes from the route, or from a slug of the modelName query parameter. */
export function productNameOf(page: PageState): string | undefined {
  if (page.params.productName) return page.params.productName;
  const modelName = first(page.query.modelName);
  const slug = modelName ? slugify(modelName) : '';
  return slug || undefined;
}

export function categoryNameOf(page: PageState): string | undefined {
  return page.params.categoryName || first(page.query.category) || undefined;
}

/** docs/behaviour.md §5: query text is cut to maxQueryLength. */
export function queryTextOf(page: PageState): string {
  const text = first(page.query.query) ?? '';
  // Only spaces is no query (spec §5: an empty query makes no call), not a search for " ".
  return text.trim() ? cutToQueryLength(text) : '';
}

export const isCategoryKind = (page: PageState) => page.typeAlias === 'category' || page.typeAlias === 'categoryResults';
export const isProductKind = (page: PageState) =>
  page.typeAlias === 'product' || page.typeAlias === 'productResults' || page.type === 'productTechSpecs';
export const isResultsPage = (page: PageState) => page.typeAlias.endsWith('Results');

/**
 * The in-product variants show the product header (pageHeader module) with its own breadcrumbs. Here rather than
 * in sagas/detailsContext.ts, so the shell's header does not carry the details loaders with it.
 */
export const isInProductPage = (page: Pick<PageState, 'type'>): boolean => page.type.endsWith('InProductPage');
