import type { PageType } from '../../routes/routeTable';
import type { PageState } from '../../store/pageSlice';
import { categoryNameOf, productNameOf } from '../../store/pageSelectors';

/** Pages that carry SEO data: product and category pages with their tabs (not results pages). */
export function seoSubjectOf(
  page: PageState,
): { kind: 'product'; name: string } | { kind: 'category'; name: string } | null {
  if (page.typeAlias === 'product' || page.type === 'productTechSpecs') {
    const name = productNameOf(page);
    return name ? { kind: 'product', name } : null;
  }
  if (page.typeAlias === 'category') {
    const name = categoryNameOf(page);
    return name ? { kind: 'category', name } : null;
  }
  return null;
}

/** Which page the SEO data was read for: data kept after a failed fetch never describes another page. */
export function seoKeyOf(page: PageState): string | null {
  const subject = seoSubjectOf(page);
  return subject ? `${page.locale}|${subject.kind}|${subject.name.toLowerCase()}` : null;
}

/** The tab a page type adds to its product or category page's canonical URL. */
const TAB_OF_TYPE: Partial<Record<PageType, string>> = {
  productManual: 'manuals',
  productDownload: 'downloads',
  productFaq: 'faqs',
  productRepair: 'repair-documents',
  productModelDetail: 'model-details',
  productTechSpecs: 'specifications',
  categoryManual: 'manuals',
  categoryDownload: 'downloads',
  categoryFaq: 'faqs',
  categoryRepair: 'repair-documents',
};

/** The canonical URL of a tab: the overview's (slug spelling, never an alias) plus the tab. */
export function canonicalOf(overviewUrl: string, page: PageState): string {
  const tab = TAB_OF_TYPE[page.type];
  return tab ? `${overviewUrl}/${tab}` : overviewUrl;
}
