import { feedUrl } from '../../shared/feedLinks';
import type { MetadataResponse } from '../../shared/content/types';
import type { PageState } from '../../store/pageSlice';

/**
 * The update feed a product or category page offers (its address on the site and the name it is
 * the feed of), or null on other pages and on error pages. Read by the "Follow updates" section
 * and by the document head's feed link, so both always point at the same feed.
 */
export function feedOf(meta: MetadataResponse | null, page: PageState): { href: string; name: string } | null {
  if (!meta || page.pageData.notFound || page.pageData.status >= 400) return null;
  if (page.type === 'product' && meta.data.kind === 'product') {
    return { href: feedUrl(page.locale, 'products', meta.data.name), name: `${meta.data.modelNumber ?? ''} ${meta.data.displayName}`.trim() };
  }
  if (page.type === 'category' && meta.data.kind === 'category') {
    return { href: feedUrl(page.locale, 'categories', meta.data.name), name: meta.data.displayName };
  }
  return null;
}
