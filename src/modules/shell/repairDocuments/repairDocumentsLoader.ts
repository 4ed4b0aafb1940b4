import { put } from 'redux-saga/effects';
import { serviceManualLanguages } from '../../../store/dataSets';
import type { Saga } from '../../../store/pageModule';
import type { PageState } from '../../../store/pageSlice';
import { isResultsPage, queryTextOf } from '../../../store/pageSelectors';
import { fetchPaged, getApi } from '../../../store/sagas/fetchers';
import type { DocumentLanguage } from '../../../shared/content/types';
import { queryNumber, queryValue } from '../ui/queryLinks';
import { loginAware } from '../../ascAccount/loginAware';
import { scopeOf, type RepairDocumentQuery } from './query';

/** The loader of one repair-document list (its module's load.ts calls this). */
export function repairDocumentsLoader(spec: RepairDocumentQuery): (page: PageState) => Saga {
  return function* load(page: PageState): Saga {
    const model = scopeOf(page);
    if (!model) return;
    const api = yield* getApi();
    const num = queryNumber(page.query, spec.numParam, spec.defaultNum);
    const query = isResultsPage(page) ? queryTextOf(page).trim() : '';
    // A search on the results page uses the paginated variant, which takes the query (docs/behaviour.md §7).
    if (spec.languageFilter && !query) {
      const language = queryValue(page.query, 'languageSelectionFilter');
      let languages: DocumentLanguage[] | null = null;
      yield* loginAware(() =>
        fetchPaged(spec.slice, { start: 0, num, model, locale: page.locale, language }, async (start, n) => {
          const response = await api.repairDocumentsAll(spec.id, {
            locale: page.locale,
            model,
            type: spec.types,
            languageSelectionFilter: language,
            num: n,
            start,
          });
          languages ??= response.languages;
          return response.searchResponse;
        }),
      );
      // Assigned inside the fetch callback, which the compiler cannot follow.
      const received = languages as DocumentLanguage[] | null;
      if (received) yield put(serviceManualLanguages.actions.received(received));
      return;
    }
    yield* loginAware(() =>
      fetchPaged(spec.slice, { start: 0, num, model, locale: page.locale, query }, (start, n) =>
        api
          .repairDocuments(spec.id, {
            locale: page.locale,
            model,
            type: spec.types,
            query: query || undefined,
            start,
            num: n,
          })
          .then((r) => r.searchResponse),
      ),
    );
  };
}

