import { put } from 'redux-saga/effects';
import type { PagedSlice } from '../../store/pagedResultSet';
import {
  repairRelatedDocuments,
  repairTools,
  serviceInformation,
  serviceManual,
  serviceManualLanguages,
  technicalMemo,
  technicalNews,
  trainingInformation,
} from '../../store/dataSets';
import type { Saga } from '../../store/pageModule';
import type { PageState } from '../../store/pageSlice';
import { categoryNameOf, isResultsPage, productNameOf, queryTextOf } from '../../store/pageSelectors';
import { fetchPaged, getApi } from '../../store/sagas/fetchers';
import { DEFAULT_COUNTS } from '../../shared/constants';
import type { RepairDocumentResult } from '../../shared/content/ascTypes';
import type { DocumentLanguage, RepairDocumentType } from '../../shared/content/types';
import { useAppSelector } from '../shell/ui/hooks';
import { queryNumber, queryValue } from '../shell/ui/queryLinks';
import type { ModuleDefinition } from '../types';
import { MODULE_RULES, visibleWhen, type VisibilityDefinition } from '../shell/visibility';
import type { RootState } from '../../store/rootReducer';
import { loginAware } from '../ascAccount/loginRequired';
import { RepairDocumentList } from './RepairDocumentList';

interface RepairModuleSpec {
  id: string;
  rule: VisibilityDefinition;
  slice: PagedSlice<RepairDocumentResult>;
  types: readonly RepairDocumentType[];
  /** The module's own page-size parameter (docs/behaviour.md §2). */
  numParam: string;
  defaultNum: number;
  titleKey: string;
  /** Service manuals: the non-paginated call with the language selection filter (docs/behaviour.md §7). */
  languageFilter?: boolean;
}

/** A repair list belongs to a product (its repair tab or overview) or to a category. */
const scopeOf = (page: PageState): string | undefined => productNameOf(page) ?? categoryNameOf(page);

function loaderOf(spec: RepairModuleSpec) {
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
          const response = await api.repairDocumentsAll(spec.id, { locale: page.locale, model, type: spec.types, languageSelectionFilter: language, num: n, start });
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
        api.repairDocuments(spec.id, { locale: page.locale, model, type: spec.types, query: query || undefined, start, num: n }).then((r) => r.searchResponse),
      ),
    );
  };
}

function moduleOf(spec: RepairModuleSpec): ModuleDefinition {
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
    queryParams: [spec.numParam, 'query', 'modelName', 'category', ...(spec.languageFilter ? ['languageSelectionFilter'] : [])],
    isVisible: visibleWhen(spec.rule, (page) => scopeOf(page) !== undefined),
    load: loaderOf(spec),
    Component,
    navLabel: spec.titleKey,
    hasContent: (state) => (state[name] as RootState['serviceManual']).count > 0,
  };
}

const PHASE_2_TYPES: readonly RepairDocumentType[] = ['repair-tools', 'technical-memo', 'training-information', 'service-information'];

/** docs/behaviour.md §6: service manuals and technical news; before ASC phase 2 one combined list, after it four. */
export const serviceManualModule = moduleOf({
  id: 'serviceManual',
  rule: MODULE_RULES.serviceManual,
  slice: serviceManual,
  types: ['service-manual'],
  numParam: 'servicemanual-num',
  defaultNum: DEFAULT_COUNTS.serviceManual,
  titleKey: 'asc.repairDocs.serviceManual',
  languageFilter: true,
});
export const technicalNewsModule = moduleOf({
  id: 'technicalNews',
  rule: MODULE_RULES.technicalNews,
  slice: technicalNews,
  types: ['technical-news'],
  numParam: 'technicalnews-num',
  defaultNum: DEFAULT_COUNTS.technicalNews,
  titleKey: 'asc.repairDocs.technicalNews',
});
export const repairRelatedDocumentsModule = moduleOf({
  id: 'repairRelatedDocuments',
  rule: MODULE_RULES.repairRelatedDocuments,
  slice: repairRelatedDocuments,
  types: PHASE_2_TYPES,
  numParam: 'repairdocument-num',
  defaultNum: DEFAULT_COUNTS.repairDocs,
  titleKey: 'asc.repairDocs.repairRelatedDocuments',
});
export const repairToolsModule = moduleOf({
  id: 'repairTools',
  rule: MODULE_RULES.repairTools,
  slice: repairTools,
  types: ['repair-tools'],
  numParam: 'repairtools-num',
  defaultNum: DEFAULT_COUNTS.repairTools,
  titleKey: 'asc.repairDocs.repairTools',
});
export const technicalMemoModule = moduleOf({
  id: 'technicalMemo',
  rule: MODULE_RULES.technicalMemo,
  slice: technicalMemo,
  types: ['technical-memo'],
  numParam: 'technicalmemo-num',
  defaultNum: DEFAULT_COUNTS.technicalMemo,
  titleKey: 'asc.repairDocs.technicalMemo',
});
export const trainingInformationModule = moduleOf({
  id: 'trainingInformation',
  rule: MODULE_RULES.trainingInformation,
  slice: trainingInformation,
  types: ['training-information'],
  numParam: 'traininginformation-num',
  defaultNum: DEFAULT_COUNTS.trainingInformation,
  titleKey: 'asc.repairDocs.trainingInformation',
});
export const serviceInformationModule = moduleOf({
  id: 'serviceInformation',
  rule: MODULE_RULES.serviceInformation,
  slice: serviceInformation,
  types: ['service-information'],
  numParam: 'serviceinformation-num',
  defaultNum: DEFAULT_COUNTS.serviceInformation,
  titleKey: 'asc.repairDocs.serviceInformation',
});

export const REPAIR_DOCUMENT_MODULES: readonly ModuleDefinition[] = [
  serviceManualModule,
  technicalNewsModule,
  repairRelatedDocumentsModule,
  repairToolsModule,
  technicalMemoModule,
  trainingInformationModule,
  serviceInformationModule,
];
