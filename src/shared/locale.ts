/** Locales the site serves and how URL language prefixes map onto them (configured in one place). */
export const DEFAULT_LOCALE = 'en_GB';

export const LOCALES = ['en_GB', 'de_DE', 'fr_FR'] as const;
export type Locale = (typeof LOCALES)[number];

/** URL language prefix -> locale. The empty prefix serves the default locale. */
export const LANGUAGE_PREFIXES: Readonly<Record<string, Locale>> = {
  '': 'en_GB',
  de: 'de_DE',
  fr: 'fr_FR',
};

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** docs/behaviour.md §5: a missing or unknown locale falls back to the default locale. */
export function normaliseLocale(value: unknown): Locale {
  return isLocale(value) ? value : DEFAULT_LOCALE;
}

/** docs/behaviour.md §5: the manuals language, the FAQ bundle topic filter and gkId use the part before '_'. */
export function languageOf(locale: string): string {
  return locale.split('_')[0] ?? locale;
}

/**
 * The language of a text shown on a page of another language (the English text of an article not yet translated,
 * the content service's fallback), so it can be marked with `lang` and said; undefined when it is the page's
 * language or not given. `page` is a locale or a language.
 */
export function otherLanguage(page: string, text: string | undefined): string | undefined {
  if (!text) return undefined;
  const language = languageOf(text);
  return language !== languageOf(page) ? language : undefined;
}

// Read for every link a page renders (hundreds): looked up, not searched through new entry arrays each time.
// Built from the last entry back, so a locale named by two prefixes gets the first, as a search would find it.
const PREFIX_OF = new Map(Object.entries(LANGUAGE_PREFIXES).reverse().map(([prefix, locale]) => [locale, prefix]));

export function prefixOf(locale: Locale): string {
  return PREFIX_OF.get(locale) ?? '';
}

/** BCP 47 tag for <html lang> and Intl APIs. */
export function htmlLang(locale: string): string {
  return locale.replace('_', '-');
}
