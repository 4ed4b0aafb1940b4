import { queryTextOf } from '../../store/pageSelectors';
import { isTvSubPage, smartHelpPlaceOf } from '../shell/smartHelpUi/context';
import { ArticleTiles } from '../shell/smartHelpUi/Tile';
import { TvSearchForm } from '../shell/smartHelpUi/TvSearchForm';
import { LoadMore } from '../shell/ui/LoadMore';
import { useAppSelector, usePage } from '../shell/ui/hooks';
import { useT } from '../shell/ui/useT';
import type { ModuleDefinition } from '../types';
import { visibleWhen } from '../shell/visibility';
import { LIST_PARAM, LIST_STEP, type ArticleList } from './lists';

const TITLES: Record<ArticleList, string> = {
  results: 'smartHelp.resultsTitle',
  'recommended-articles': 'smartHelp.recommendedArticles',
  'important-information': 'smartHelp.importantInformation',
};
const EMPTY: Record<ArticleList, string> = {
  results: 'smartHelp.resultsNone',
  'recommended-articles': 'smartHelp.noArticles',
  'important-information': 'smartHelp.noImportant',
};

/** Search results, recommended articles or important information of the TV, as tiles. */
function SmartHelpArticleList() {
  const t = useT();
  const page = usePage();
  const set = useAppSelector((s) => s.smartHelpArticles);
  const place = smartHelpPlaceOf(page);
  if (place?.kind !== 'tv') return null;
  const list = place.subPage as ArticleList;
  const query = queryTextOf(page).trim();
  const title = t(TITLES[list], { query });
  return (
    <section className="tv-section" aria-labelledby="tv-list-title">
      <h1 id="tv-list-title">{title}</h1>
      {list === 'results' && <TvSearchForm tv={place} query={query} />}
      {list === 'results' && !query ? (
        <p className="tv-empty">{t('smartHelp.resultsEmpty')}</p>
      ) : set.results.length === 0 ? (
        <p className="tv-empty">{t(EMPTY[list], { query })}</p>
      ) : (
        <>
          {list === 'results' && <p className="tv-lead">{t('search.resultsCount', { count: set.count })}</p>}
          <ArticleTiles items={set.results} tv={place} locale={page.locale} label={title} />
          <LoadMore shown={set.results.length} count={set.count} param={LIST_PARAM} step={LIST_STEP} query={page.query} />
        </>
      )}
    </section>
  );
}

export const smartHelpArticlesModule: ModuleDefinition = {
  id: 'smartHelpArticles',
  queryParams: ['query', LIST_PARAM, 'accessLevel'],
  isVisible: visibleWhen({ id: 'smartHelpArticles' }, (page) =>
    isTvSubPage(page, 'results', 'recommended-articles', 'important-information'),
  ),
  Component: SmartHelpArticleList,
};
