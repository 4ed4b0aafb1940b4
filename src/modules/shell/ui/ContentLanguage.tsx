import { otherLanguage, type Locale } from '../../../shared/locale';
import { languageName } from './languageName';
import { useT } from './useT';

/**
 * The language of content shown on a page of another language: a French or German page shows the
 * English text of an article that has no translation yet (the content service's fallback). Returns
 * the content's language when it differs from the page's, so its text can be marked with `lang`
 * (a screen reader then reads it with the right voice); undefined when they agree.
 */
export function fallbackLanguage(pageLocale: Locale, contentLanguage: string | undefined): string | undefined {
  return otherLanguage(pageLocale, contentLanguage);
}

/** Says, in the page's language, that the article below is in another language (docs/behaviour.md §2). */
export function FallbackNotice({ pageLocale, language }: { pageLocale: Locale; language: string | undefined }) {
  const t = useT();
  if (!language) return null;
  return (
    <p className="details__notice details__notice--language" role="note">
      {t('details.fallbackNotice', { language: languageName(pageLocale, language) })}
    </p>
  );
}
