import type { Api } from '../../shared/api/createApi';
import { DataFetchError } from '../../shared/api/errors';
import type { CategoriesResponse, MetadataResponse } from '../../shared/content/types';
import { categories, metadata } from '../dataSets';
import { makeStore, type AppStore } from '../makeStore';
import type { PageModule } from '../pageModule';
import { pageActions, type PageState } from '../pageSlice';
import { fetchInto, getApi } from '../sagas/fetchers';
import { loadPage, modulesToLoad, type LoadOutcome } from '../sagas/loadPage';
import { categoriesResponse, deferred, fakeApi, flush, page } from './testSupport';

const tvMetadata: MetadataResponse = {
  data: { kind: 'category', name: 'tv', displayName: 'Televisions' },
  parentCategories: [{ name: 'tv', displayName: 'Televisions' }],
};

const categoryPage = (overrides: Partial<PageState> = {}): PageState =>
  page({
    type: 'category',
    typeAlias: 'category',
    pathname: '/tv',
    location: { pathname: '/electronics/support/tv', search: '', hash: '' },
    params: { categoryName: 'tv' },
    ...overrides,
  });

/** The category grid: loads the category list through the API into its data set. */
function categoryGrid(extra: Partial<PageModule> = {}): PageModule {
  return {
    id: 'categoryGrid',
    queryParams: [],
    isVisible: () => true,
    *load(p: PageState) {
      const api: Api = yield* getApi();
      yield* fetchInto(categories, () => api.categories({ locale: p.locale, categoryName: p.params.categoryName }));
    },
    ...extra,
  };
}

/** The page header: loads the category metadata through the API into its data set. */
function pageHeader(extra: Partial<PageModule> = {}): PageModule {
  return {
    id: 'pageHeader',
    queryParams: [],
    isVisible: () => true,
    *load(p: PageState) {
      const api: Api = yield* getApi();
      yield* fetchInto(metadata, () => api.categoryMetadata({ locale: p.locale, categoryName: p.params.categoryName }));
    },
    ...extra,
  };
}

/** A module that only records that its loader ran. */
function recording(id: string, log: string[], extra: Partial<PageModule> = {}): PageModule {
  return {
    id,
    queryParams: [],
    isVisible: () => true,
    *load() {
      log.push(id);
    },
    ...extra,
  };
}

function runLoad(store: AppStore, modules: readonly PageModule[], previous: PageState | null = null): Promise<LoadOutcome> {
  return store.runSaga(loadPage, modules, previous).toPromise();
}

function pageFlags(store: AppStore) {
  const { isLoading, isPartialLoading, loadError, pageData } = store.getState().page;
  return { isLoading, isPartialLoading, loadError, pageData };
}

describe('loadPage', () => {
  it('loads the visible modules in parallel and stores their data', async () => {
    const events: string[] = [];
    const categoriesAnswer = deferred<CategoriesResponse>();
    const metadataAnswer = deferred<MetadataResponse>();
    const api = fakeApi({
      categories: (p) => {
        events.push(`categories:start:${p.categoryName ?? ''}`);
        return categoriesAnswer.promise.then((r) => {
          events.push('categories:end');
          return r;
        });
      },
      categoryMetadata: (p) => {
        events.push(`metadata:start:${p.categoryName}`);
        return metadataAnswer.promise.then((r) => {
          events.push('metadata:end');
          return r;
        });
      },
    });
    const store = makeStore({ page: categoryPage() }, { api });

    const outcome = runLoad(store, [categoryGrid(), pageHeader()]);
    await flush();
    // The second loader started although the first one's call is still open.
    expect(events).toEqual(['categories:start:tv', 'metadata:start:tv']);
    expect(store.getState().categories.isFetching).toBe(true);
    expect(store.getState().metadata.isFetching).toBe(true);

    metadataAnswer.resolve(tvMetadata);
    await flush();
    expect(store.getState().metadata.data).toEqual(tvMetadata);
    expect(store.getState().page.isLoading).toBe(true);

    categoriesAnswer.resolve(categoriesResponse('Televisions'));
    await expect(outcome).resolves.toEqual({ ok: true, loaded: ['categoryGrid', 'pageHeader'] });
    expect(events).toEqual(['categories:start:tv', 'metadata:start:tv', 'metadata:end', 'categories:end']);
    expect(store.getState().categories.data).toEqual(categoriesResponse('Televisions'));
    expect(pageFlags(store)).toEqual({
      isLoading: false,
      isPartialLoading: false,
      loadError: null,
      pageData: { status: 200 },
    });
  });

  it('hands each loader the page state from the store', async () => {
    const seen: Array<[string, string]> = [];
    const spy: PageModule = {
      id: 'spy',
      queryParams: [],
      isVisible: () => true,
      *load(p: PageState) {
        seen.push([p.locale, p.params.categoryName]);
      },
    };
    const store = makeStore({ page: categoryPage({ locale: 'fr_FR' }) }, { api: fakeApi({}) });
    await runLoad(store, [spy]);
    expect(seen).toEqual([['fr_FR', 'tv']]);
  });

  it('does not load invisible modules or modules without a loader', async () => {
    const log: string[] = [];
    const store = makeStore({ page: categoryPage({ query: { lite: 'crm' } }) }, { api: fakeApi({}) });
    const modules: PageModule[] = [
      recording('banner', log),
      recording('agentSearch', log, { isVisible: (p) => p.query.lite !== 'crm' }),
      { id: 'staticText', queryParams: [], isVisible: () => true },
    ];

    const outcome = await runLoad(store, modules);

    expect(log).toEqual(['banner']);
    expect(outcome).toEqual({ ok: true, loaded: ['banner'] });
  });

  it('a non-critical failure still gives ok: true and leaves the error on its data set', async () => {
    const store = makeStore(
      { page: categoryPage() },
      {
        api: fakeApi({
          categories: () => Promise.reject(new DataFetchError('categories', 500)),
          categoryMetadata: () => Promise.resolve(tvMetadata),
        }),
      },
    );

    const outcome = await runLoad(store, [categoryGrid(), pageHeader({ critical: true })]);

    expect(outcome).toEqual({ ok: true, loaded: ['categoryGrid', 'pageHeader'] });
    expect(store.getState().categories).toEqual({ data: null, isFetching: false, hasError: true });
    expect(store.getState().metadata.data).toEqual(tvMetadata);
    expect(pageFlags(store)).toEqual({
      isLoading: false,
      isPartialLoading: false,
      loadError: null,
      pageData: { status: 200 },
    });
  });

  it('a critical failure gives ok: false, a load error naming the module and status 500', async () => {
    const store = makeStore(
      { page: categoryPage() },
      {
        api: fakeApi({
          categories: () => Promise.resolve(categoriesResponse('Televisions')),
          categoryMetadata: () => Promise.reject(new Error('socket hang up')),
        }),
      },
    );

    const outcome = await runLoad(store, [categoryGrid(), pageHeader({ critical: true })]);

    expect(outcome.ok).toBe(false);
    if (outcome.ok) return;
    expect(outcome.module).toBe('pageHeader');
    expect(outcome.notFound).toBe(false);
    expect(outcome.error.message).toBe('socket hang up');
    expect(outcome.loaded).toEqual(['categoryGrid', 'pageHeader']);
    expect(pageFlags(store)).toEqual({
      isLoading: false,
      isPartialLoading: false,
      loadError: 'Failed to render critical module: pageHeader. Error: socket hang up',
      pageData: { status: 500, notFound: false },
    });
    // The other modules still finished their work.
    expect(store.getState().categories.data).toEqual(categoriesResponse('Televisions'));
  });

  it('a critical failure that is not an Error still produces the message', async () => {
    const thrower: PageModule = {
      id: 'specialMessage',
      critical: true,
      queryParams: [],
      isVisible: () => true,
      *load() {
        yield flush();
        throw 'unavailable';
      },
    };
    const store = makeStore({ page: categoryPage() }, { api: fakeApi({}) });
    const outcome = await runLoad(store, [thrower]);
    expect(outcome.ok).toBe(false);
    expect(store.getState().page.loadError).toBe('Failed to render critical module: specialMessage. Error: unavailable');
  });

  it('a critical not-found answer gives notFound and status 404', async () => {
    const store = makeStore(
      { page: categoryPage({ params: { categoryName: 'no-such-category' } }) },
      { api: fakeApi({ categoryMetadata: () => Promise.reject(new DataFetchError('metadata', 404)) }) },
    );

    const outcome = await runLoad(store, [pageHeader({ critical: true })]);

    expect(outcome).toMatchObject({ ok: false, module: 'pageHeader', notFound: true });
    expect(store.getState().page.pageData).toEqual({ status: 404, notFound: true });
    expect(store.getState().page.loadError).toBe(
      'Failed to render critical module: pageHeader. Error: Could not fetch data for metadata',
    );
    expect(store.getState().metadata).toEqual({ data: null, isFetching: false, hasError: true });
  });

  it('a critical failure with another status than 404 is not a not-found page', async () => {
    const store = makeStore(
      { page: categoryPage() },
      { api: fakeApi({ categoryMetadata: () => Promise.reject(new DataFetchError('metadata', 503)) }) },
    );
    const outcome = await runLoad(store, [pageHeader({ critical: true })]);
    expect(outcome).toMatchObject({ ok: false, notFound: false });
    expect(store.getState().page.pageData).toEqual({ status: 500, notFound: false });
  });

  it('on navigation within the same page reloads only the modules whose parameters changed', async () => {
    const log: string[] = [];
    const modules = [
      recording('manuals', log, { queryParams: ['manuals-num', 'manuals-lang'] }),
      recording('downloads', log, { queryParams: ['downloads-num', 'operating-system'] }),
      recording('pageHeader', log),
    ];
    const previous = categoryPage({ query: { 'manuals-num': '10', 'downloads-num': '5' } });
    const store = makeStore({ page: previous }, { api: fakeApi({}) });
    store.dispatch(
      pageActions.navigated({
        type: 'category',
        location: { pathname: '/electronics/support/tv', search: '?manuals-num=20&downloads-num=5', hash: '' },
        query: { 'manuals-num': '20', 'downloads-num': '5' },
      }),
    );

    const outcome = await runLoad(store, modules, previous);

    expect(outcome).toEqual({ ok: true, loaded: ['manuals'] });
    expect(log).toEqual(['manuals']);
  });
});

describe('loadPage loading flags', () => {
  function recordFlags(store: AppStore): string[] {
    const seen: string[] = [];
    store.subscribe(() => {
      const { isLoading, isPartialLoading } = store.getState().page;
      const entry = `isLoading=${isLoading} isPartialLoading=${isPartialLoading}`;
      if (seen[seen.length - 1] !== entry) seen.push(entry);
    });
    return seen;
  }

  function flagsDuringLoad(log: string[]): PageModule {
    return {
      id: 'observer',
      queryParams: ['num'],
      isVisible: () => true,
      *load() {
        yield flush();
        log.push('loaded');
      },
    };
  }

  it('a first load is a full page load', async () => {
    const log: string[] = [];
    const store = makeStore({ page: categoryPage() }, { api: fakeApi({}) });
    const seen = recordFlags(store);

    await runLoad(store, [flagsDuringLoad(log)]);

    expect(log).toEqual(['loaded']);
    expect(seen).toEqual(['isLoading=true isPartialLoading=false', 'isLoading=false isPartialLoading=false']);
  });

  it('a load on another path is a full page load', async () => {
    const store = makeStore({ page: categoryPage({ pathname: '/tv/kd-55x89j', type: 'product' }) }, { api: fakeApi({}) });
    const seen = recordFlags(store);

    await runLoad(store, [flagsDuringLoad([])], categoryPage());

    expect(seen).toEqual(['isLoading=true isPartialLoading=false', 'isLoading=false isPartialLoading=false']);
  });

  it('a load on the same page with changed parameters is a partial load', async () => {
    const previous = categoryPage({ query: { num: '10' } });
    const store = makeStore({ page: categoryPage({ query: { num: '20' } }) }, { api: fakeApi({}) });
    const seen = recordFlags(store);

    const outcome = await runLoad(store, [flagsDuringLoad([])], previous);

    expect(outcome).toEqual({ ok: true, loaded: ['observer'] });
    expect(seen).toEqual(['isLoading=false isPartialLoading=true', 'isLoading=false isPartialLoading=false']);
  });

  it('a locale change on the same path reloads everything and is a full page load', async () => {
    const log: string[] = [];
    const previous = categoryPage({ locale: 'en_GB' });
    const store = makeStore({ page: categoryPage({ locale: 'de_DE', languagePrefix: '/de' }) }, { api: fakeApi({}) });
    const seen = recordFlags(store);

    const outcome = await runLoad(store, [flagsDuringLoad(log), recording('pageHeader', log)], previous);

    expect(outcome).toEqual({ ok: true, loaded: ['observer', 'pageHeader'] });
    expect(seen).toEqual(['isLoading=true isPartialLoading=false', 'isLoading=false isPartialLoading=false']);
  });

  it('the load after a failed load reruns everything and is a full page load', async () => {
    const log: string[] = [];
    const previous = categoryPage({ loadError: 'Failed to render critical module: pageHeader. Error: down' });
    const store = makeStore({ page: categoryPage() }, { api: fakeApi({}) });
    const seen = recordFlags(store);

    const outcome = await runLoad(store, [flagsDuringLoad(log), recording('pageHeader', log)], previous);

    expect(outcome).toEqual({ ok: true, loaded: ['observer', 'pageHeader'] });
    expect(seen).toEqual(['isLoading=true isPartialLoading=false', 'isLoading=false isPartialLoading=false']);
  });

  it('a critical failure clears both flags', async () => {
    const failing: PageModule = {
      id: 'metadata',
      critical: true,
      queryParams: [],
      isVisible: () => true,
      *load() {
        yield flush();
        throw new Error('down');
      },
    };
    const store = makeStore({ page: categoryPage() }, { api: fakeApi({}) });
    const seen = recordFlags(store);

    await runLoad(store, [failing]);

    expect(seen).toEqual(['isLoading=true isPartialLoading=false', 'isLoading=false isPartialLoading=false']);
    expect(store.getState().page.loadError).toBe('Failed to render critical module: metadata. Error: down');
  });
});

describe('modulesToLoad', () => {
  const log: string[] = [];
  const manuals = recording('manuals', log, { queryParams: ['manuals-num', 'manuals-lang'] });
  const downloads = recording('downloads', log, { queryParams: ['downloads-num', 'operating-system'] });
  const header = recording('pageHeader', log);
  const agentOnly = recording('agentSearch', log, {
    queryParams: ['manuals-num'],
    isVisible: (p) => p.cookie.agent === '1',
  });
  const modules = [manuals, downloads, header, agentOnly];
  const idsOf = (list: PageModule[]) => list.map((m) => m.id);

  const before = categoryPage({ query: { 'manuals-num': '10', 'operating-system': 'windows' } });

  it('loads every visible module on a first load', () => {
    expect(idsOf(modulesToLoad(modules, before, null))).toEqual(['manuals', 'downloads', 'pageHeader']);
  });

  it('on the same path reloads only the modules whose query parameters changed', () => {
    const after = categoryPage({ query: { 'manuals-num': '20', 'operating-system': 'windows' } });
    expect(idsOf(modulesToLoad(modules, after, before))).toEqual(['manuals']);
  });

  it('treats an added or removed parameter as a change', () => {
    const added = categoryPage({ query: { 'manuals-num': '10', 'operating-system': 'windows', 'downloads-num': '20' } });
    expect(idsOf(modulesToLoad(modules, added, before))).toEqual(['downloads']);
    const removed = categoryPage({ query: { 'operating-system': 'windows' } });
    expect(idsOf(modulesToLoad(modules, removed, before))).toEqual(['manuals']);
  });

  it('treats a repeated parameter as different from a single value', () => {
    const repeated = categoryPage({ query: { 'manuals-num': ['10', '20'], 'operating-system': 'windows' } });
    expect(idsOf(modulesToLoad(modules, repeated, before))).toEqual(['manuals']);
  });

  it('reloads nothing when no module parameter changed', () => {
    const same = categoryPage({ query: { 'manuals-num': '10', 'operating-system': 'windows', query: 'hdmi' } });
    expect(modulesToLoad(modules, same, before)).toEqual([]);
  });

  it('reloads every visible module when the pathname differs', () => {
    const product = categoryPage({
      pathname: '/tv/kd-55x89j',
      query: { 'manuals-num': '10', 'operating-system': 'windows' },
    });
    expect(idsOf(modulesToLoad(modules, product, before))).toEqual(['manuals', 'downloads', 'pageHeader']);
  });

  it('reloads every visible module when the page type or locale differs', () => {
    const otherType = { ...before, type: 'categoryManual' as const };
    expect(idsOf(modulesToLoad(modules, otherType, before))).toEqual(['manuals', 'downloads', 'pageHeader']);
    const otherLocale = categoryPage({ ...before, locale: 'de_DE' });
    expect(idsOf(modulesToLoad(modules, otherLocale, before))).toEqual(['manuals', 'downloads', 'pageHeader']);
  });

  it('reloads every visible module after a failed load', () => {
    const failed = { ...before, loadError: 'Failed to render critical module: pageHeader. Error: down' };
    expect(idsOf(modulesToLoad(modules, before, failed))).toEqual(['manuals', 'downloads', 'pageHeader']);
  });

  it('never loads an invisible module, even when its parameters changed', () => {
    const agent = categoryPage({ query: { 'manuals-num': '30' }, cookie: { agent: '1' } });
    expect(idsOf(modulesToLoad(modules, agent, before))).toEqual(['manuals', 'downloads', 'agentSearch']);
    const visitor = categoryPage({ query: { 'manuals-num': '30' } });
    expect(idsOf(modulesToLoad(modules, visitor, before))).toEqual(['manuals', 'downloads']);
  });
});
