import type { i18n } from 'i18next';
import { languageOf } from '../locale';
import { de } from './de';
import { en } from './en';
import { fr } from './fr';
import { createI18nInstance } from './instance';

const resources = { en: { translation: en }, de: { translation: de }, fr: { translation: fr } };

/**
 * A new i18next instance fixed to one language, with every language's strings: the server renders many
 * locales concurrently, so a shared global instance switching languages would leak one request's language into another.
 */
export function createI18n(locale: string): i18n {
  return createI18nInstance(locale, resources);
}

const perLanguage = new Map<string, i18n>();

/**
 * The instance of a locale's language, created once and reused by every render in that language:
 * nothing changes an instance's language or resources after creation, so sharing it is safe, and a
 * render no longer pays for initialising i18next.
 */
export function i18nFor(locale: string): i18n {
  const language = languageOf(locale);
  let instance = perLanguage.get(language);
  if (!instance) {
    instance = createI18n(locale);
    perLanguage.set(language, instance);
  }
  return instance;
}
