import { PAGE_BUNDLE_OF, PAGE_BUNDLES, type PageBundle } from '../routes/pageBundles';
import { PAGE_MODULES } from '../routes/pageModules';
import type { PageType } from '../routes/routeTable';
import { isDeferred, type DeferredCode } from './bundles/deferred';
import type { LazySlices } from '../store/lazySlices';
import type { BundleSagas, ModuleDefinition } from './types';

interface BundleExports {
  modules: readonly ModuleDefinition[];
  /** Store slices only this bundle's pages use (the tools', the details pages'), which the browser's store adds with the bundle. */
  slices?: Partial<LazySlices>;
}

interface SagaExports {
  sagas: BundleSagas;
}

/*
 * One lazy chunk per page bundle (docs/decisions/026-code-splitting-by-page-bundle.md). The chunk names are
 * what the build's manifest lists the files under, so the server can write exactly those scripts into a page.
 * webpack needs a literal import() per chunk, hence one line each.
 */
const LOADERS: Readonly<Record<PageBundle, () => Promise<BundleExports>>> = {
  home: () => import(/* webpackChunkName: "page-home" */ './bundles/home'),
  results: () => import(/* webpackChunkName: "page-results" */ './bundles/results'),
  category: () => import(/* webpackChunkName: "page-category" */ './bundles/category'),
  product: () => import(/* webpackChunkName: "page-product" */ './bundles/product'),
  details: () => import(/* webpackChunkName: "page-details" */ './bundles/details'),
  tools: () => import(/* webpackChunkName: "page-tools" */ './bundles/tools'),
  portal: () => import(/* webpackChunkName: "page-portal" */ './bundles/portal'),
  smartHelp: () => import(/* webpackChunkName: "page-smartHelp" */ './bundles/smartHelp'),
  others: () => import(/* webpackChunkName: "page-others" */ './bundles/others'),
};

/*
 * The modules' sagas per page bundle (loaders and forms sent without script), apart from the definitions: the
 * browser's first render and hydration need none of them, so they are a chunk fetched after hydration
 * (docs/decisions/042-javascript-budget.md, update 4). The server loads them with the bundle.
 */
const SAGA_LOADERS: Readonly<Record<PageBundle, () => Promise<SagaExports>>> = {
  home: () => import(/* webpackChunkName: "later-sagas-home" */ './bundles/sagas/home'),
  results: () => import(/* webpackChunkName: "later-sagas-results" */ './bundles/sagas/results'),
  category: () => import(/* webpackChunkName: "later-sagas-category" */ './bundles/sagas/category'),
  product: () => import(/* webpackChunkName: "later-sagas-product" */ './bundles/sagas/product'),
  details: () => import(/* webpackChunkName: "later-sagas-details" */ './bundles/sagas/details'),
  tools: () => import(/* webpackChunkName: "later-sagas-tools" */ './bundles/sagas/tools'),
  portal: () => import(/* webpackChunkName: "later-sagas-portal" */ './bundles/sagas/portal'),
  smartHelp: () => import(/* webpackChunkName: "later-sagas-smartHelp" */ './bundles/sagas/smartHelp'),
  others: () => import(/* webpackChunkName: "later-sagas-others" */ './bundles/sagas/others'),
};

const loaded = new Map<PageBundle, ReadonlyMap<string, ModuleDefinition>>();
const pending = new Map<PageBundle, Promise<void>>();
const sagasLoaded = new Map<PageBundle, BundleSagas>();
const sagasPending = new Map<PageBundle, Promise<void>>();
const loadingByType = new Map<PageType, readonly ModuleDefinition[]>();
/** What the browser loads with a bundle beside its code: its UI strings (client/index.tsx). */
let companion: ((bundle: PageBundle) => Promise<void>) | null = null;
/** Where the browser adds a bundle's store slices (client/index.tsx); the server's store has them all. */
let addSlices: ((slices: Partial<LazySlices>) => void) | null = null;

/**
 * The browser's store takes in the slices a bundle brings (docs/decisions/042-javascript-budget.md, update 4)
 * when the bundle loads, before anything of it renders: before hydration on its own pages, before a client
 * navigation shows one of them.
 */
export function addSlicesOfEveryBundle(add: (slices: Partial<LazySlices>) => void): void {
  addSlices = add;
}

/**
 * The browser loads a page bundle's UI strings with its code (docs/decisions/042-javascript-budget.md, update 2):
 * a bundle counts as loaded once both are in, so a client navigation never renders a page without its strings.
 */
export function loadWithEveryBundle(load: (bundle: PageBundle) => Promise<void>): void {
  companion = load;
}

function loadBundle(bundle: PageBundle): Promise<void> {
  if (loaded.has(bundle)) return Promise.resolve();
  let promise = pending.get(bundle);
  if (!promise) {
    promise = Promise.all([LOADERS[bundle](), companion?.(bundle)]).then(
      ([exports]) => {
        if (exports.slices) addSlices?.(exports.slices);
        loaded.set(bundle, new Map(exports.modules.map((m) => [m.id, m])));
        pending.delete(bundle);
      },
      (error: unknown) => {
        // A failed chunk request may succeed later (a flaky connection): the next navigation tries again.
        pending.delete(bundle);
        throw error;
      },
    );
    pending.set(bundle, promise);
  }
  return promise;
}

function loadSagas(bundle: PageBundle): Promise<void> {
  if (sagasLoaded.has(bundle)) return Promise.resolve();
  let promise = sagasPending.get(bundle);
  if (!promise) {
    promise = SAGA_LOADERS[bundle]().then(
      (exports) => {
        sagasLoaded.set(bundle, exports.sagas);
        sagasPending.delete(bundle);
      },
      (error: unknown) => {
        sagasPending.delete(bundle);
        throw error;
      },
    );
    sagasPending.set(bundle, promise);
  }
  return promise;
}

/** The deferred components (ADR 042) of a page type's modules; its bundle must be loaded. */
function deferredOf(type: PageType): DeferredCode[] {
  return modulesFor(type).flatMap((m) => [...(isDeferred(m.Component) ? [m.Component] : []), ...(m.deferredParts ?? [])]);
}

/**
 * Loads the modules of a page type (its bundle's chunk); resolves at once when they are there. With `deferred`
 * (the default: the server's render, a client navigation) it also loads the code of the modules that hydrate
 * later (docs/decisions/042-javascript-budget.md) and the modules' sagas, so the page never shows their fallback
 * and its modules can load; the first hydration alone passes `deferred: false` and lets that code come after it.
 */
export async function loadModulesFor(type: PageType, { deferred = true }: { deferred?: boolean } = {}): Promise<void> {
  const bundle = PAGE_BUNDLE_OF[type];
  await Promise.all([loadBundle(bundle), deferred && loadSagas(bundle)]);
  if (deferred) await Promise.all(deferredOf(type).map((c) => c.preload()));
}

/**
 * Whether modulesFor(type) and loadingModulesFor(type) can answer without loading, and every module of the type
 * can render at once.
 */
export function areModulesLoaded(type: PageType): boolean {
  const bundle = PAGE_BUNDLE_OF[type];
  return loaded.has(bundle) && sagasLoaded.has(bundle) && deferredOf(type).every((c) => c.isLoaded());
}

/**
 * The modules of a page type in display order. Their bundle must be loaded (loadModulesFor): the server
 * render and the client's page load both wait for it before they read the list.
 */
export function modulesFor(type: PageType): ModuleDefinition[] {
  const bundle = loaded.get(PAGE_BUNDLE_OF[type]);
  if (!bundle) throw new Error(`The modules of page type '${type}' are not loaded (loadModulesFor first)`);
  return PAGE_MODULES[type].map((id) => {
    const module = bundle.get(id);
    if (!module) throw new Error(`Unknown module id '${id}' for page type '${type}'`);
    return module;
  });
}

/**
 * The modules of a page type as the page load runs them: each definition with its sagas (its loader and its form
 * sent without script). Their bundle and its sagas must be loaded (loadModulesFor with `deferred`, the default).
 */
export function loadingModulesFor(type: PageType): readonly ModuleDefinition[] {
  const cached = loadingByType.get(type);
  if (cached) return cached;
  const sagas = sagasLoaded.get(PAGE_BUNDLE_OF[type]);
  if (!sagas) throw new Error(`The sagas of page type '${type}' are not loaded (loadModulesFor first)`);
  // Built once per page type: definitions and sagas never change, and the server asks on every render.
  const modules = modulesFor(type).map((module) => {
    const own = sagas[module.id];
    return own ? { ...module, ...own } : module;
  });
  loadingByType.set(type, modules);
  return modules;
}

/**
 * Every bundle, checked against the page-type map: the server loads them all at start, so an unknown module
 * id fails there and not on a request. Returns every module by id.
 */
export async function loadAllModules(): Promise<ReadonlyMap<string, ModuleDefinition>> {
  await Promise.all(PAGE_BUNDLES.map(loadBundle));
  for (const type of Object.keys(PAGE_MODULES) as PageType[]) await loadModulesFor(type);
  const all = new Map<string, ModuleDefinition>();
  for (const bundle of loaded.values()) for (const [id, module] of bundle) all.set(id, module);
  return all;
}
