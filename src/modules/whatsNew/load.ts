import { SETTINGS } from '../../shared/constants';
import { whatsNew } from '../../store/dataSets';
import type { Saga } from '../../store/pageModule';
import type { PageState } from '../../store/pageSlice';
import { fetchPaged, getApi } from '../../store/sagas/fetchers';
import { queryNumber } from '../shell/ui/queryLinks';
import { loginAware } from '../ascAccount/loginAware';
import { NUM_PARAM } from './constants';

export function* load(page: PageState): Saga {
  const api = yield* getApi();
  const num = queryNumber(page.query, NUM_PARAM, SETTINGS.whatsNewMax);
  // A replace-only set: "load more" fetches the whole, longer list again (docs/behaviour.md §4).
  yield* loginAware(() =>
    fetchPaged(whatsNew, { start: 0, num, locale: page.locale }, (start, n) =>
      api.whatsNew({ locale: page.locale, start, num: n }).then((r) => r.searchResponse),
    ),
  );
}
