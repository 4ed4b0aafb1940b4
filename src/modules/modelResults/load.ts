import { modelResults } from '../../store/dataSets';
import type { Saga } from '../../store/pageModule';
import type { PageState } from '../../store/pageSlice';
import { categoryNameOf } from '../../store/pageSelectors';
import { fetchPaged, getApi } from '../../store/sagas/fetchers';
import { MODEL_RESULT_CONTENT_TYPES } from '../../shared/content/types';
import { queryNumber, queryValue } from '../shell/ui/queryLinks';
import { PAGE_SIZE, sortOf } from './constants';

/**
 * The search filters of the page that model results take too (docs/behaviour.md §7): content types only
 * those a product lists (the agents' model-details filter is not one), a country only as a two-letter
 * code, so a hand-edited address narrows or is ignored but never fails the section.
 */
export function modelFiltersOf(page: PageState): {
  documentTypeFilter?: string;
  contentTypeFilter?: string;
  country?: string;
} {
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

export function* load(page: PageState): Saga {
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
