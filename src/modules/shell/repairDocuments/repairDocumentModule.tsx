import { put } from 'redux-saga/effects';
import type { PagedSlice } from '../../../store/pagedResultSet';
import { serviceManualLanguages } from '../../../store/dataSets';
import type { Saga } from '../../../store/pageModule';
import type { PageState } from '../../../store/pageSlice';
import { categoryNameOf, isResultsPage, productNameOf, queryTextOf } from '../../../store/pageSelectors';
import { fetchPaged, getApi } from '../../../store/sagas/fetchers';
import type { RepairDocumentResult } from '../../../shared/content/ascTypes';
import type { DocumentLanguage, RepairDocumentType } from '../../../shared/content/types';
import { useAppSelector } from '../ui/hooks';
import { queryNumber, queryValue } from '../ui/queryLinks';
import type { ModuleDefinition } from '../../types';
import { visibleWhen, type VisibilityDefinition } from '../visibility';
import type { RootState } from '../../../store/rootReducer';
import { loginAware } from '../../ascAccount/loginRequired';
import { deferred } from '../../bundles/deferred';

/*
 * The lists are for service centres only: an anonymous visitor's product page never shows them, yet it carried
 * their code. It hydrates after the page (docs/decisions/042-javascript-budget.md, update 3); before that its
 * "load more" and "view all" are plain links in the server's HTML.
 */
const RepairDocumentList = deferred(() =>
  import(/* webpackChunkName: "later-repairDocuments" */ './RepairDocumentList').then((m) => m.RepairDocumentList),
);

/** What a repair-document module fetches: its module's load.ts declares it. */
export interface RepairDocumentQuery {
  id: string;
  slice: PagedSlice<RepairDocumentResult>;
  types: readonly RepairDocumentType[];
  /** The module's own page-size parameter (docs/behaviour.md §2). */
  numParam: string;
  defaultNum: number;
  /** Service manuals: the non-paginated call with the language selection filter (docs/behaviour.md §7). */
  languageFilter?: boolean;
}

/** The rest of a repair-document module: its module's index.tsx declares it. */
export interface RepairModuleSpec extends RepairDocumentQuery {
  rule: VisibilityDefinition;
  titleKey: string;
}

/** A repair list belongs to a product (its repair tab or overview) or to a category. */
const scopeOf = (page: PageState): string | undefined => productNameOf(page) ?? categoryNameOf(page);

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

/** The definition of one repair-document list: the seven modules differ only in their spec. */
export function repairDocumentModule(spec: RepairModuleSpec, load: (page: PageState) => Saga): ModuleDefinition {
  const name = spec.slice.name as keyof RootState;
  function Component() {
    const set = useAppSelector((s) => s[name]) as RootState['serviceManual'];
    return (
      <RepairDocumentList
        id={spec.id}
        titleKey={spec.titleKey}
        set={set}
        numParam={spec.numParam}
        step={spec.defaultNum}
        showType={spec.types.length > 1}
        languageFilter={spec.languageFilter}
      />
    );
  }
  Component.displayName = `RepairDocuments(${spec.id})`;
  return {
    id: spec.id,
    queryParams: [
      spec.numParam,
      'query',
      'modelName',
      'category',
      ...(spec.languageFilter ? ['languageSelectionFilter'] : []),
    ],
    isVisible: visibleWhen(spec.rule, (page) => scopeOf(page) !== undefined),
    load,
    Component,
    navLabel: spec.titleKey,
    hasContent: (state) => (state[name] as RootState['serviceManual']).count > 0,
    deferredParts: [RepairDocumentList],
  };
}
