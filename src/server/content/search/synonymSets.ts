import { LOCALES, type Locale } from '../../../shared/locale';
import { searchLanguage } from './searchLanguage';

/**
 * Words visitors use for the same thing, per locale: loaded into the `synonyms` table with every
 * catalogue (an import may add its own) and applied when a query is read, so 'wifi' also finds
 * 'Wi-Fi' and 'wireless', 'firmware' also finds 'software update'. Each set lists phrases that
 * mean the same; a phrase is matched as consecutive words. The sets are data, kept with the
 * other words of each language in src/shared/content/searchLanguage/<locale>.json.
 */
export const SYNONYM_SETS: Readonly<Record<Locale, ReadonlyArray<readonly string[]>>> = Object.fromEntries(
  LOCALES.map((locale) => [locale, searchLanguage(locale).synonyms]),
) as Record<Locale, ReadonlyArray<readonly string[]>>;
