import type { TFunction } from 'i18next';
import type { RootState } from '../../store/rootReducer';
import { queryTextOf } from '../../store/pageSelectors';

/** The document title of a page, from its state: used by the server render and after client navigation. */
export function pageTitle(state: RootState, t: TFunction): string {
  const { page } = state;
  const site = t('site.name');
  if (page.pageData.notFound) return `${t('errors.notFoundTitle')} | ${site}`;
  if (page.pageData.status >= 500) return `${t('errors.serverErrorTitle')} | ${site}`;
  const meta = state.metadata.data;
  const parts: string[] = [];
  const query = queryTextOf(page);
  if (page.typeAlias.endsWith('Results') && query) parts.push(t('search.resultsFor', { query }));
  if (meta) {
    const name = meta.data.kind === 'product' ? `${meta.data.modelNumber ?? ''} ${meta.data.displayName}`.trim() : meta.data.displayName;
    const tab = page.searchType !== 'none' && page.typeAlias === 'product' ? t(`filters.${page.searchType}`) : '';
    parts.push(tab ? `${tab} – ${name}` : name);
  } else if (page.typeAlias === 'home' && page.searchType !== 'none') {
    parts.push(t(`filters.${page.searchType}`));
  }
  parts.push(site);
  return parts.join(' | ');
}
