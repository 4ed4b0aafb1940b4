import { all, call } from 'redux-saga/effects';
import { SMART_HELP_CONFIG } from '../../shared/constants';
import { faqBundleSummaries, smartHelpArticles } from '../../store/dataSets';
import type { Saga } from '../../store/pageModule';
import type { PageState } from '../../store/pageSlice';
import { fetchInto, fetchPaged, getApi } from '../../store/sagas/fetchers';
import { IMPORTANT_TYPES } from '../smartHelpArticles/lists';
import { smartHelpPlaceOf } from '../shell/smartHelpUi/context';
import { queryValue } from '../shell/ui/queryLinks';

/** Important notices shown on the help home before the visitor opens the full list. */
const NOTICES_ON_HOME = 3;

function* optional(saga: () => Saga<unknown>): Saga {
  try {
    yield call(saga);
  } catch {
    /* the tile set still works without bundles or notices: their data sets carry hasError */
  }
}

/** The TV's help home: its curated FAQ bundles and whether important information exists. */
export function* load(page: PageState): Saga {
  const place = smartHelpPlaceOf(page);
  if (place?.kind !== 'tv') return;
  const api = yield* getApi();
  const { locale } = page;
  const modelSlug = place.productName;
  const accessLevel = queryValue(page.query, 'accessLevel');
  yield all([
    call(optional, () =>
      fetchInto(faqBundleSummaries, () => api.faqBundleList({ locale, modelSlug, accessLevel }).then((r) => r.bundles)),
    ),
    call(optional, () =>
      fetchPaged(
        smartHelpArticles,
        { start: 0, num: NOTICES_ON_HOME, model: modelSlug, type: IMPORTANT_TYPES.join(','), locale },
        (start, num) =>
          api
            .articleGroupSearch({
              locale,
              model: modelSlug,
              type: IMPORTANT_TYPES,
              config: SMART_HELP_CONFIG,
              accessLevel,
              start,
              num,
            })
            .then((r) => r.searchResponse),
      ),
    ),
  ]);
}
