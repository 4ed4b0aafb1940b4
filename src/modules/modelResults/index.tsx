import { SiteLink } from '../shell/ui/SiteLink';
import { isListingType, productUrl } from '../../shared/links';
import { LoadMore } from '../shell/ui/LoadMore';
import { ResponsiveImage } from '../shell/ui/ResponsiveImage';
import { usePage, useAppSelector } from '../shell/ui/hooks';
import { QueryMenu } from '../shell/ui/QueryMenu';
import { useT } from '../shell/ui/useT';
import type { ModuleDefinition } from '../types';
import { visibleWhen } from '../shell/visibility';
import { PAGE_SIZE, SORTS, sortOf } from './constants';

function ModelList() {
  const t = useT();
  const page = usePage();
  const set = useAppSelector((s) => s.modelResults);
  if (set.count === 0) return null;
  const sort = sortOf(page);
  // A category reached by a type ('/televisions/manuals'): each model leads to that tab of its page.
  const tab = isListingType(page.searchType) ? page.searchType : undefined;
  return (
    <section className="module model-results" aria-labelledby="model-list-title" id="models">
      <div className="module__head">
        <h2 id="model-list-title">
          {tab ? t(`category.pickModel_${tab}`) : t('category.models')} <span className="module__count">({set.count})</span>
        </h2>
        <QueryMenu
          label={t('category.sortBy')}
          param="models-sort"
          value={sort}
          resets={['models-num']}
          options={SORTS.map((s) => ({ value: s, label: t(`category.sort_${s}`) }))}
        />
      </div>
      <ul className="model-grid">
        {set.results.map((m) => (
          <li key={m.name}>
            <SiteLink className="model-card" to={productUrl(page.locale, m.categoryName, m.name, tab)}>
              {/* docs/behaviour.md §9: model results use 70 x 70 thumbnails. */}
              <ResponsiveImage src={m.image} policy="modelResult" className="model-card__image" />
              <span className="model-card__model">{m.modelNumber}</span>
              <span className="model-card__name">{m.displayName}</span>
            </SiteLink>
          </li>
        ))}
      </ul>
      <LoadMore shown={set.results.length} count={set.count} param='models-num' step={PAGE_SIZE} query={page.query} />
    </section>
  );
}

/** The category's models with sort and load-more (models-num, models-sort). */
export const modelResultsModule: ModuleDefinition = {
  id: 'modelResults',
  queryParams: ['models-num', 'models-sort', 'documentTypeFilter', 'contentTypeFilter', 'country'],
  isVisible: visibleWhen({ id: 'modelResults' }, (page) => page.typeAlias === 'category'),
  Component: ModelList,
  navLabel: 'category.models',
  hasContent: (state) => state.modelResults.count > 0,
  navAnchor: 'models',
};
