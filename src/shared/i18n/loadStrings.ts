import { languageOf } from '../locale';
import type { PartialStrings } from './en';

/** Languages with UI strings; anything else is shown in English, as the server does. */
const LANGUAGES = ['en', 'de', 'fr'] as const;
type Language = (typeof LANGUAGES)[number];

function stringsLanguageOf(locale: string): Language {
  const language = languageOf(locale);
  return (LANGUAGES as readonly string[]).includes(language) ? (language as Language) : 'en';
}

/** The webpack chunk name of a locale's UI strings (the build's manifest lists its files under it). */
export function stringsChunkName(locale: string): string {
  return `strings-${stringsLanguageOf(locale)}`;
}

/**
 * The UI strings of one language as a lazy chunk: a page's initial JavaScript carries its own language only.
 * Every language has every key (stringsComplete.test.ts), so the browser needs no English fallback.
 */
export function loadStrings(locale: string): Promise<{ language: Language; strings: PartialStrings }> {
  const language = stringsLanguageOf(locale);
  switch (language) {
    case 'de':
      return import(/* webpackChunkName: "strings-de" */ './de').then((m) => ({ language, strings: m.de }));
    case 'fr':
      return import(/* webpackChunkName: "strings-fr" */ './fr').then((m) => ({ language, strings: m.fr }));
    default:
      return import(/* webpackChunkName: "strings-en" */ './en').then((m) => ({ language, strings: m.en }));
  }
}
