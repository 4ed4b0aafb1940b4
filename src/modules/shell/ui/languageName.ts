/**
 * The name of a language in the page's language ('anglais', 'Englisch'); the code if unknown. `page`: a locale
 * or a language. Its own file: the result list uses it without the details pages' notice and its strings.
 */
export function languageName(page: string, language: string): string {
  try {
    return new Intl.DisplayNames([page.replace('_', '-')], { type: 'language' }).of(language) ?? language;
  } catch {
    return language;
  }
}
