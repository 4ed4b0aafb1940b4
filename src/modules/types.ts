import type { ComponentType } from 'react';
import type { DeferredCode } from './bundles/deferred';
import type { PageModule, Saga } from '../store/pageModule';
import type { RootState } from '../store/rootReducer';

/** A page module: the store's loading contract plus what it renders (docs/architecture.md §5). */
export interface ModuleDefinition extends PageModule {
  Component: ComponentType;
  /**
   * i18n key of the module's heading, listed in the in-page navigation when set. The navigation links
   * to the element whose id is the module id (or navAnchor), so the module renders its section with it.
   */
  navLabel?: string;
  /** The id of the module's section when it is not the module id (the in-page navigation's link target). */
  navAnchor?: string;
  /** Whether the module has something to show; the in-page navigation leaves out modules without. */
  hasContent?: (state: RootState) => boolean;
  /**
   * Where a two-column page (product and category overviews) places the module: 'top' spans the page
   * above the columns, 'aside' goes to the side column; the rest fills the main column.
   */
  region?: 'top' | 'aside';
  /**
   * Parts of the module that hydrate after the page (`deferred`, docs/decisions/042-javascript-budget.md) other
   * than its Component: the server and a client navigation load them before rendering the module.
   */
  deferredParts?: readonly DeferredCode[];
  /**
   * The module's form sent as a plain HTML POST to its page (ADR 032; its hidden `form` field names the
   * module). Runs on the server after the page has loaded, with the sent fields: the same checks and
   * calls as the script, the outcome stored for the form (formSubmission, the module's own state).
   * Returns the status of the answer (200, or 4xx/5xx with the form showing why).
   */
  submitForm?: (fields: Record<string, string>) => Saga<number>;
}

/** What a module runs as sagas: its loader and its form sent without script (ADR 032). */
export type ModuleSagas = Pick<PageModule, 'load'> & Pick<ModuleDefinition, 'submitForm'>;

/**
 * A page bundle's module sagas by module id (`bundles/sagas/<bundle>.ts`). They live apart from the definitions
 * because the browser needs them only for client navigation: a chunk of their own fetched after hydration
 * (docs/decisions/042-javascript-budget.md, update 4); the registry gives each definition its sagas.
 */
export type BundleSagas = Readonly<Record<string, ModuleSagas>>;
