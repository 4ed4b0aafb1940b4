import {
  articleUrl,
  categoryUrl,
  downloadUrl,
  productUrl,
  resultsUrl,
  supportPath,
  type ProductTab,
} from '../../../../shared/links';
import type { Locale } from '../../../../shared/locale';
import { SEARCH_TYPES } from '../../../../shared/content/types';
import type { ProductRecord } from '../../store/ContentStore';
import { fileUrl } from '../present';

const PRODUCT_TABS: readonly ProductTab[] = [
  'manuals',
  'downloads',
  'faqs',
  'repair-documents',
  'model-details',
  'specifications',
];

const str = (value: unknown): string | undefined => (typeof value === 'string' && value !== '' ? value : undefined);

/** A file URL from a pair of attrs (file id and stored name), or undefined when the row has none. */
export function attrFileUrl(attrs: Record<string, unknown>, idKey: string, nameKey: string): string | undefined {
  const id = str(attrs[idKey]);
  const name = str(attrs[nameKey]);
  return id && name ? fileUrl(id, name) : undefined;
}

/**
 * Where a stored link target leads, as a site path in the visitor's locale. Targets are stored as
 * data (an article, a download, a category, a tab of the product in view, a search) so that links
 * follow the visitor's language prefix and never go stale when URLs change shape.
 */
export function targetUrl(target: unknown, locale: Locale, product?: ProductRecord): string {
  if (!target || typeof target !== 'object') return supportPath(locale);
  const t = target as Record<string, unknown>;
  switch (t.type) {
    case 'article':
      return str(t.id) ? articleUrl(locale, String(t.id)) : supportPath(locale);
    case 'download':
      return str(t.id)
        ? downloadUrl(
            locale,
            String(t.id),
            str(t.category) && str(t.product)
              ? { categoryName: String(t.category), productName: String(t.product) }
              : {},
          )
        : supportPath(locale);
    case 'category':
      return str(t.name) ? categoryUrl(locale, String(t.name)) : supportPath(locale);
    case 'product-tab':
      return product
        ? productUrl(
            locale,
            product.categoryName,
            product.name,
            PRODUCT_TABS.find((tab) => tab === t.tab),
          )
        : supportPath(locale);
    case 'search':
      return resultsUrl(locale, {
        query: str(t.query) ?? '',
        type: SEARCH_TYPES.find((type) => type === t.searchType) ?? 'none',
      });
    default:
      return supportPath(locale);
  }
}

export function strings(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
}

export function numberOr(value: unknown, fallback: number): number {
  return typeof value === 'number' && Number.isFinite(value) ? value : fallback;
}
