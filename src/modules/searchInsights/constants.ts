import { LOCALES } from '../../shared/locale';
import type { PageState } from '../../store/pageSlice';

/** The page's filter: searches of one locale, or of all (the default). */
export const LOCALE_PARAM = 'searchLocale';
/** Page data key: the signed-in account may not read the insights (the API answered 403). */
export const FORBIDDEN = 'searchInsights.forbidden';

/** The locale the page is filtered to, when the parameter names one the site has. */
export function searchLocaleOf(page: PageState): string | undefined {
  const raw = page.query[LOCALE_PARAM];
  const value = Array.isArray(raw) ? raw[0] : raw;
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value) ? value : undefined;
}
