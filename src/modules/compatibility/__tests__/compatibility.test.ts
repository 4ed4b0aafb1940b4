import type { Api } from '../../../shared/api/createApi';
import { DataFetchError } from '../../../shared/api/errors';
import type { CompatibleModel } from '../../../shared/content/hubTypes';
import { compatibilityDetails, compatibleModels } from '../../../store/dataSets';
import { makeStore } from '../../../store/makeStore';
import { fakeApi, page } from '../../../store/__tests__/testSupport';
import { loadCompatibility } from '../load';

const model = (name: string): CompatibleModel => ({
  name,
  modelNumber: name,
  displayName: name,
  image: '',
  categoryName: 'soundbars',
  url: '',
});

function api(overrides: Partial<Api> = {}) {
  const calls: string[] = [];
  return {
    calls,
    api: fakeApi({
      compatibleCategories: () => (
        calls.push('categories'),
        Promise.resolve({ productName: 'p', categories: [{ name: 'soundbars', displayName: 'Soundbars', count: 2 }] })
      ),
      compatibleModels: (p: Parameters<Api['compatibleModels']>[0]) => (
        calls.push(`models ${p.categoryName}`),
        Promise.resolve({ productName: 'p', categoryName: p.categoryName, models: [model('asb-a5000')] })
      ),
      compatibilityDetails: (p: Parameters<Api['compatibilityDetails']>[0]) => (
        calls.push(`details ${p.compatibleModelName}`),
        Promise.resolve({
          product: model('p'),
          compatibleModel: model(p.compatibleModelName),
          connection: 'HDMI',
          summary: '',
          features: [],
          requirements: [],
        })
      ),
      ...overrides,
    }),
  };
}

const productPage = (query: Record<string, string>) =>
  page({
    type: 'product',
    typeAlias: 'product',
    params: { categoryName: 'televisions', productName: 'at-55x89j' },
    query,
  });

async function run(query: Record<string, string>, overrides: Partial<Api> = {}) {
  const { api: client, calls } = api(overrides);
  const store = makeStore(undefined, { api: client });
  // What an earlier step of the visit left behind.
  store.dispatch(compatibleModels.actions.received([model('old')]));
  store.dispatch(
    compatibilityDetails.actions.received({
      product: model('p'),
      compatibleModel: model('old'),
      connection: '',
      summary: '',
      features: [],
      requirements: [],
    }),
  );
  await store.runSaga(loadCompatibility, productPage(query)).toPromise();
  return { state: store.getState(), calls };
}

describe('compatibility: categories -> models -> details', () => {
  it('loads each step its query parameter names', async () => {
    const { state, calls } = await run({ 'compatible-category': 'soundbars', 'compatible-model': 'asb-a5000' });
    expect(calls).toEqual(['categories', 'models soundbars', 'details asb-a5000']);
    expect(state.compatibleModels.data.map((m) => m.name)).toEqual(['asb-a5000']);
    expect(state.compatibilityDetails.data?.compatibleModel.name).toBe('asb-a5000');
  });

  it('clears compatible models and details when their names are missing (docs/behaviour.md §5)', async () => {
    const none = await run({});
    expect(none.calls).toEqual(['categories']);
    expect(none.state.compatibleModels.data).toEqual([]);
    expect(none.state.compatibilityDetails.data).toBeNull();
    const categoryOnly = await run({ 'compatible-category': 'soundbars' });
    expect(categoryOnly.state.compatibleModels.data).toHaveLength(1);
    expect(categoryOnly.state.compatibilityDetails.data).toBeNull();
  });

  it('lets a failure of the service through to the module, which reports it (docs/behaviour.md §4)', async () => {
    await expect(
      run({ 'compatible-category': 'soundbars' }, { compatibleModels: () => Promise.reject(new DataFetchError('compatibleModels', 503)) }),
    ).rejects.toThrow(DataFetchError);
  });

  it('reads a name that does not exist (an edited link) as a name not given: cleared, and no failure to report', async () => {
    const { state } = await run(
      { 'compatible-category': 'no-such-category', 'compatible-model': 'nope' },
      {
        compatibleModels: () => Promise.reject(new DataFetchError('compatibleModels', 404)),
        compatibilityDetails: () => Promise.reject(new DataFetchError('compatibilityDetails', 404)),
      },
    );
    expect(state.compatibleModels).toEqual({ data: [], isFetching: false, hasError: false });
    expect(state.compatibilityDetails).toEqual({ data: null, isFetching: false, hasError: false });
    expect(state.compatibleCategories.data).toHaveLength(1);
  });

  it('fetches nothing without a product name', async () => {
    const { api: client, calls } = api();
    const store = makeStore(undefined, { api: client });
    await store.runSaga(loadCompatibility, page({ type: 'product', typeAlias: 'product', params: {} })).toPromise();
    expect(calls).toEqual([]);
  });
});
