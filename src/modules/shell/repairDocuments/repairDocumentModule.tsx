import type { RootState } from '../../../store/rootReducer';
import { useAppSelector } from '../ui/hooks';
import type { ModuleDefinition } from '../../types';
import { visibleWhen, type VisibilityDefinition } from '../visibility';
import { deferred } from '../../bundles/deferred';
import { scopeOf, type RepairDocumentQuery } from './query';

/*
 * The lists are for service centres only: an anonymous visitor's product page never shows them, yet it carried
 * their code. It hydrates after the page (docs/decisions/042-javascript-budget.md, update 3); before that its
 * "load more" and "view all" are plain links in the server's HTML.
 */
const RepairDocumentList = deferred(() =>
  import(/* webpackChunkName: "later-repairDocuments" */ './RepairDocumentList').then((m) => m.RepairDocumentList),
  { strings: 'repairDocuments' },
);

/** The rest of a repair-document module: its module's index.tsx declares it. */
export interface RepairModuleSpec extends RepairDocumentQuery {
  rule: VisibilityDefinition;
  titleKey: string;
}

/** The definition of one repair-document list: the seven modules differ only in their spec. */
export function repairDocumentModule(spec: RepairModuleSpec): ModuleDefinition {
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
    Component,
    navLabel: spec.titleKey,
    hasContent: (state) => (state[name] as RootState['serviceManual']).count > 0,
    deferredParts: [RepairDocumentList],
  };
}
