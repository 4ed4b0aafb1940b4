import { documentLanguages, documents } from '../../store/dataSets';
import type { Saga } from '../../store/pageModule';
import type { PageState } from '../../store/pageSlice';
import { productNameOf } from '../../store/pageSelectors';
import { fetchInto, fetchPaged, getApi } from '../../store/sagas/fetchers';
import { queryNumber } from '../shell/ui/queryLinks';
import { pageSize, manualsLanguageOf } from './constants';

export function* load(page: PageState): Saga {
  const productName = productNameOf(page);
  if (!productName) return;
  const api = yield* getApi();
  const language = manualsLanguageOf(page);
  const num = queryNumber(page.query, 'manuals-num', pageSize(page));
  yield* fetchInto(documentLanguages, () =>
    api.documentLanguages({ locale: page.locale, productName }).then((r) => r.languages),
  );
  yield* fetchPaged(documents, { start: 0, num, productName, language, locale: page.locale }, (start, n) =>
    api.documents({ locale: page.locale, productName, language, start, num: n }).then((r) => r.searchResponse),
  );
}
