import i18next, { type i18n, type Resource } from 'i18next';
import { languageOf } from '../locale';

/**
 * A new i18next instance fixed to one language with the given strings. It imports no strings itself: the
 * browser passes only its page's language (docs/decisions/026-code-splitting-by-page-bundle.md), the server all.
 */
export function createI18nInstance(locale: string, resources: Resource): i18n {
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
