import { call, setContext } from 'redux-saga/effects';
import type { ModuleDefinition } from '../../modules/types';
import { createApi } from '../../shared/api/createApi';
import type { LoginUrlPolicy } from '../../shared/api/request';
import type { Transport } from '../../shared/api/transport';
import type { Saga } from '../../store/pageModule';
import type { PageState } from '../../store/pageSlice';
import { withDeadline } from '../upstream/renderBudget';

export interface RenderBudget {
  /** Epoch ms by which every call of this render must have answered (critical modules wait this long). */
  pageDeadline: number;
  /** A non-critical module's own budget, counted from when it starts loading. */
  moduleBudgetMs: number;
  /**
   * An API already made for `pageDeadline` over the same transport and policy (the page store's):
   * critical modules use it instead of a new one.
   */
  pageApi?: ReturnType<typeof createApi>;
}

/**
 * The page's modules, each loading through an API whose calls share the module's deadline: a
 * critical module may use the whole page budget, a non-critical one only its smaller budget, after
 * which its data set is marked failed and the module is left out of the page (docs/behaviour.md §4). So one slow
 * upstream call can delay a page by the budget at most, never hold the render forever. The API
 * reaches the loader through saga context (docs/architecture.md §3); setContext here only affects this module's task.
 *
 * Modules that start with the same deadline share one API object: building one (then a closure per
 * call of behaviour.md §7; now a small object over a shared method table, ADR 038) for each of a
 * page's twenty-odd modules was a tenth of a product render's CPU, and every module of a load starts
 * in the same tick, so they nearly always share it.
 */
export function budgetedModules(
  modules: readonly ModuleDefinition[],
  transport: Transport,
  policy: LoginUrlPolicy,
  budget: RenderBudget,
): ModuleDefinition[] {
  const apis = new Map<string, ReturnType<typeof createApi>>();
  if (budget.pageApi) apis.set(`page:${budget.pageDeadline}`, budget.pageApi);
  const apiFor = (deadline: number, scope: 'page' | 'module') => {
    const key = `${scope}:${deadline}`;
    let api = apis.get(key);
    if (!api) {
      api = createApi(withDeadline(transport, deadline, scope), policy);
      apis.set(key, api);
    }
    return api;
  };
  return modules.map((module) => {
    const load = module.load;
    if (!load) return module;
    return {
      ...module,
      *load(page: PageState): Saga<unknown> {
        const deadline = module.critical ? budget.pageDeadline : Math.min(budget.pageDeadline, Date.now() + budget.moduleBudgetMs);
        const api = apiFor(deadline, module.critical ? 'page' : 'module');
        yield setContext({ api });
        return (yield call(load, page)) as never;
      },
    };
  });
}
