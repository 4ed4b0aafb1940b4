import { supportPath } from '../../shared/links';
import { DEFAULT_LOCALE, htmlLang, LOCALES } from '../../shared/locale';

export interface Alternate {
  /** BCP 47 tag (en-GB, de-DE, fr-FR) or x-default. */
  hreflang: string;
  href: string;
}

/**
 * The same page in every language the site serves, plus x-default (the default locale's address,
 * which also picks the visitor's language by its links). `pathsByLocale` holds site paths.
 */
export function alternatesOf(origin: string, pathsByLocale: Readonly<Record<string, string>>): Alternate[] {
  const list: Alternate[] = [];
  for (const locale of LOCALES) {
    const path = pathsByLocale[locale];
    if (path) list.push({ hreflang: htmlLang(locale), href: `${origin}${path}` });
  }
  const fallback = pathsByLocale[DEFAULT_LOCALE];
  if (fallback) list.push({ hreflang: 'x-default', href: `${origin}${fallback}` });
  return list;
}

/** A page's path (below the support base, as the router reads it) in every locale. */
export function pathsInEveryLocale(rest: string): Record<string, string> {
  const tail = rest === '/' || rest === '' ? '' : rest;
  return Object.fromEntries(LOCALES.map((locale) => [locale, `${supportPath(locale)}${tail}`]));
}
