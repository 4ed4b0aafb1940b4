import { DEFAULT_COUNTS } from '../../shared/constants';
import { newsForAsc } from '../../store/dataSets';
import type { Saga } from '../../store/pageModule';
import type { PageState } from '../../store/pageSlice';
import { categoryNameOf, productNameOf } from '../../store/pageSelectors';
import { fetchPaged, getApi } from '../../store/sagas/fetchers';
import { queryNumber, queryValue } from '../shell/ui/queryLinks';
import { loginAware } from '../ascAccount/loginAware';
import { NUM_PARAM } from './constants';

export function* load(page: PageState): Saga {
  const api = yield* getApi();
  const num = queryNumber(page.query, NUM_PARAM, DEFAULT_COUNTS.newsForAsc);
  const model = productNameOf(page);
  const category = model ? undefined : categoryNameOf(page);
  const scope = {
    model,
    category,
    accessLevel: queryValue(page.query, 'accessLevel'),
    CAFRENCH: queryValue(page.query, 'CAFRENCH'),
  };
  yield* loginAware(() =>
    fetchPaged(newsForAsc, { start: 0, num, locale: page.locale, model, category }, (start, n) =>
      api.newsForAsc({ locale: page.locale, start, num: n, ...scope }).then((r) => r.searchResponse),
    ),
  );
}
