import { useUiLanguage } from '../../../shared/i18n/context';
import { otherLanguage } from '../../../shared/locale';
import { languageName } from './languageName';
import { useT } from './useT';

/**
 * Beside a listed title in another language than the page's (an FAQ or video not yet translated): 'Auf Englisch',
 * as the search results say it. Nothing when the language is the page's or not given.
 */
export function InLanguage({ language }: { language: string | undefined }) {
  const t = useT();
  const page = useUiLanguage();
  const other = otherLanguage(page, language);
  if (!other) return null;
  return <span className="language-tag">{t('search.inLanguage', { language: languageName(page, other) })}</span>;
}

/**
 * The `lang` attribute of listed texts: a text's language when another than the page's, so a screen reader reads it
 * in the right voice. A hook called once per list, returning what each item asks.
 */
export function useTextLang(): (language: string | undefined) => string | undefined {
  const page = useUiLanguage();
  return (language) => otherLanguage(page, language);
}
