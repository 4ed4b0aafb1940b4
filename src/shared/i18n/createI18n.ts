import i18next, { type i18n } from 'i18next';
import { languageOf } from '../locale';
import { de } from './de';
import { en } from './en';
import { fr } from './fr';

const resources = { en: { translation: en }, de: { translation: de }, fr: { translation: fr } };

/**
 * One i18next instance per render: the server renders many locales concurrently, so a shared
 * global instance would leak one request's language into another.
 */
export function createI18n(locale: string): i18n {
  const instance = i18next.createInstance();
  void instance.init({
    lng: languageOf(locale),
    fallbackLng: 'en',
    resources,
    initAsync: false,
    interpolation: { escapeValue: false },
    returnNull: false,
    showSupportNotice: false,
  });
  return instance;
}
