import type { PageType } from '../../routes/routeTable';
import type { PageState } from '../../store/pageSlice';
import { queryValue } from '../shell/ui/queryLinks';

/**
 * docs/behaviour.md §5: banners load only on the category and product page kinds (category, category
 * manual/download/FAQ, product, product FAQ/download/manual) and reset everywhere else.
 */
export const BANNER_PAGE_TYPES: ReadonlySet<PageType> = new Set<PageType>([
  'category',
  'categoryManual',
  'categoryDownload',
  'categoryFaq',
  'product',
  'productFaq',
  'productDownload',
  'productManual',
]);

export const showsBanners = (page: Pick<PageState, 'type'>): boolean => BANNER_PAGE_TYPES.has(page.type);

/**
 * The operating system the specific banners are for: the download filter the visitor chose, else
 * the system of their browser. Unknown systems get no specific banners.
 */
export function operatingSystemOf(page: Pick<PageState, 'query' | 'userAgent'>): string | undefined {
  const chosen = queryValue(page.query, 'operating-system');
  if (chosen) return chosen;
  const ua = page.userAgent;
  if (/Android/i.test(ua)) return 'Android';
  if (/iPhone|iPad|iPod/i.test(ua)) return 'iOS';
  if (/Windows NT/i.test(ua)) return 'Windows';
  if (/Mac OS X|Macintosh/i.test(ua)) return 'macOS';
  if (/Linux|X11/i.test(ua)) return 'Linux';
  return undefined;
}

/**
 * Whether the product offers downloads for the visitor's system, so that a banner for that system belongs on its
 * downloads tab: a television's downloads are its firmware ('Device firmware'), and 'Using Linux?' would lead
 * nowhere there. The product's systems are the download filter's ('Windows 11' counts for 'Windows'); while they
 * are not known (an empty list), the banner is shown.
 */
export function offersSystem(systems: readonly string[], system: string | undefined): boolean {
  if (system === undefined) return false;
  const wanted = system.toLowerCase();
  return systems.length === 0 || systems.some((s) => s.toLowerCase().startsWith(wanted));
}
