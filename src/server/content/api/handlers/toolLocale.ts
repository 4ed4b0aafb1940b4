import type { Locale } from '../../../../shared/locale';

/**
 * docs/behaviour.md §5: CAFRENCH is forwarded when present. It marks a visitor of the Canadian site reading in
 * French: the tools answer with their French texts whatever the locale of the page.
 */
export function textLocale(locale: Locale, caFrench: boolean | undefined): Locale {
  return caFrench ? 'fr_FR' : locale;
}
