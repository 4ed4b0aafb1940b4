import { tutorials } from '../../store/dataSets';
import type { Saga } from '../../store/pageModule';
import type { PageState } from '../../store/pageSlice';
import { productNameOf } from '../../store/pageSelectors';
import { fetchPaged, getApi } from '../../store/sagas/fetchers';
import { queryNumber } from '../shell/ui/queryLinks';
import { PAGE_SIZE } from './constants';

export function* load(page: PageState): Saga {
  const productName = productNameOf(page);
  // docs/behaviour.md §5: tutorials fetch nothing without a product name.
  if (!productName) return;
  const api = yield* getApi();
  const num = queryNumber(page.query, 'tutorials-num', PAGE_SIZE);
  yield* fetchPaged(tutorials, { start: 0, num, productName, locale: page.locale }, (start, n) =>
    api.tutorials({ locale: page.locale, productName, start, num: n }).then((r) => r.searchResponse),
  );
}
