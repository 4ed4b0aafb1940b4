import { documentLanguages, documents } from '../../store/dataSets';
import type { Saga } from '../../store/pageModule';
import type { PageState } from '../../store/pageSlice';
import { productNameOf } from '../../store/pageSelectors';
import { fetchInto, fetchPaged, getApi } from '../../store/sagas/fetchers';
import { SETTINGS } from '../../shared/constants';
import { languageOf } from '../../shared/locale';
import { queryNumber, queryValue } from '../shell/ui/queryLinks';

export const pageSize = (page: PageState) =>
  page.type === 'productManual' ? SETTINGS.documentsTopN : SETTINGS.manualsTopN;

/** docs/behaviour.md §5: the manuals language defaults to the part of the locale before the underscore. */
export const manualsLanguageOf = (page: PageState) => queryValue(page.query, 'manuals-lang') || languageOf(page.locale);

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
