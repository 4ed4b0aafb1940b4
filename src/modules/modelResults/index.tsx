import { Link } from 'react-router-dom';
import { modelResults } from '../../store/dataSets';
import type { Saga } from '../../store/pageModule';
import type { PageState } from '../../store/pageSlice';
import { categoryNameOf } from '../../store/pageSelectors';
import { fetchPaged, getApi } from '../../store/sagas/fetchers';
import { SETTINGS } from '../../shared/constants';
import { MODEL_RESULT_CONTENT_TYPES } from '../../shared/content/types';
import { productUrl } from '../../shared/links';
import { LoadMore } from '../shell/ui/LoadMore';
import { ResponsiveImage } from '../shell/ui/ResponsiveImage';
import { usePage, useAppSelector } from '../shell/ui/hooks';
import { queryNumber, queryValue } from '../shell/ui/queryLinks';
import { QueryMenu } from '../shell/ui/QueryMenu';
import { useT } from '../shell/ui/useT';
import type { ModuleDefinition } from '../types';
import { visibleWhen } from '../shell/visibility';

const PAGE_SIZE = SETTINGS.modelResultsPerPage;
const SORTS = SETTINGS.modelSortOptions;

function sortOf(page: PageState): string {
  const value = queryValue(page.query, 'models-sort');
  return value && (SORTS as readonly string[]).includes(value) ? value : SORTS[0];
}

/**
 * The search filters of the page that model results take too (docs/behaviour.md §7): content types only
 * those a product lists (the agents' model-details filter is not one), a country only as a two-letter
 * code, so a hand-edited address narrows or is ignored but never fails the section.
 */
export function modelFiltersOf(page: PageState): { documentTypeFilter?: string; contentTypeFilter?: string; country?: string } {
  const contentTypes = (queryValue(page.query, 'contentTypeFilter') ?? '')
    .split(',')
    .map((t) => t.trim())
    .filter((t) => MODEL_RESULT_CONTENT_TYPES.includes(t));
  const documentTypes = queryValue(page.query, 'documentTypeFilter')?.trim().slice(0, 500);
  const country = queryValue(page.query, 'country');
  return {
    ...(documentTypes ? { documentTypeFilter: documentTypes } : {}),
    ...(contentTypes.length > 0 ? { contentTypeFilter: contentTypes.join(',') } : {}),
    ...(country && /^[A-Za-z]{2}$/.test(country) ? { country } : {}),
  };
}

function* load(page: PageState): Saga {
  const categoryName = categoryNameOf(page);
  // docs/behaviour.md §5: model results fetch nothing without a category.
  if (!categoryName) return;
  const api = yield* getApi();
  const num = queryNumber(page.query, 'models-num', PAGE_SIZE);
  const sort = sortOf(page);
  const filters = modelFiltersOf(page);
  yield* fetchPaged(modelResults, { start: 0, num, categoryName, sort, locale: page.locale, ...filters }, (start, n) =>
    api.models({ locale: page.locale, categoryName, start, num: n, sort, ...filters }),
  );
}

function ModelList() {
  const t = useT();
  const page = usePage();
  const set = useAppSelector((s) => s.modelResults);
  if (set.count === 0) return null;
  const sort = sortOf(page);
  return (
    <section className="module model-results" aria-labelledby="model-list-title" id="models">
      <div className="module__head">
        <h2 id="model-list-title">
          {t('category.models')} <span className="module__count">({set.count})</span>
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
            <Link className="model-card" to={productUrl(page.locale, m.categoryName, m.name)}>
              {/* docs/behaviour.md §9: model results use 70 x 70 thumbnails. */}
              <ResponsiveImage src={m.image} policy="modelResult" className="model-card__image" />
              <span className="model-card__model">{m.modelNumber}</span>
              <span className="model-card__name">{m.displayName}</span>
            </Link>
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
  load,
  Component: ModelList,
  navLabel: 'category.models',
  hasContent: (state) => state.modelResults.count > 0,
  navAnchor: 'models',
};
