import type { TFunction } from '../../../shared/i18n/translator';
import type { RootState } from '../../../store/rootReducer';
import { queryTextOf } from '../../../store/pageSelectors';
import { smartHelpPlaceOf } from './context';

const SUB_PAGE_TITLES: Record<string, string> = {
  'recommended-articles': 'smartHelp.recommendedArticles',
  'important-information': 'smartHelp.importantInformation',
  'recommended-videos': 'smartHelp.recommendedVideos',
  'question-and-answers': 'smartHelp.questionAndAnswers',
};

/** Document title parts of a smart-help page, most specific first (the site name is added by the caller). */
export function smartHelpTitleParts(state: RootState, t: TFunction): string[] {
  const place = smartHelpPlaceOf(state.page);
  if (!place) return [];
  if (place.kind === 'entry') return [t('smartHelp.entryTitle')];
  if (place.kind === 'error') return [t('smartHelp.errorTitle'), t('smartHelp.name')];
  const parts: string[] = [];
  const query = queryTextOf(state.page).trim();
  if (place.subPage === 'results' && query) parts.push(t('smartHelp.resultsTitle', { query }));
  if (place.subPage === 'articles' && state.articleDetails.data) parts.push(state.articleDetails.data.title);
  if (place.subPage === 'faq-bundles' && state.smartHelpBundle.data) parts.push(state.smartHelpBundle.data.collapseTitle);
  if (SUB_PAGE_TITLES[place.subPage]) parts.push(t(SUB_PAGE_TITLES[place.subPage]));
  const meta = state.smartHelpProduct.data;
  if (meta?.data.kind === 'product') parts.push(meta.data.modelNumber ?? meta.data.displayName);
  parts.push(t('smartHelp.name'));
  return parts;
}
