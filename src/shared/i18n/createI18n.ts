import { languageOf } from '../locale';
import { de } from './de';
import { en } from './en';
import { fr } from './fr';
import { createTranslator, type StringTable, type Translator } from './translator';

const TABLES: Readonly<Record<string, StringTable>> = { en, de, fr };
const ENGLISH = { language: 'en', strings: en };

const perLanguage = new Map<string, Translator>();

/**
 * The translator of a locale's language, with English as the fallback, created once and reused by every render
 * in that language: a translator never changes after creation, so concurrent requests of different languages
 * can share them. A language without strings is shown in English.
 */
export function i18nFor(locale: string): Translator {
  const requested = languageOf(locale);
  const language = TABLES[requested] ? requested : 'en';
  let translator = perLanguage.get(language);
  if (!translator) {
    translator = createTranslator(language, TABLES[language], ENGLISH);
    perLanguage.set(language, translator);
  }
  return translator;
}

/** The same shared translator as i18nFor (the name tests and feeds have used). */
export const createI18n = i18nFor;
