import { createApi } from '../src/shared/api/createApi';
import type { ApiRequest, ApiResponse, Transport } from '../src/shared/api/transport';
import { makeStore } from '../src/store/makeStore';
import { initialPageState } from '../src/store/pageSlice';
import { watchSuggestions } from '../src/store/sagas/suggestions';
import { searchBoxActions } from '../src/store/searchBoxSlice';
import { eventually, openDemoContent, someProduct, type DemoContent } from './support/demoContent';

interface HeldRequest {
  query: string;
  signal: AbortSignal | undefined;
  release(): void;
  settled: Promise<unknown>;
}

let content: DemoContent;
let modelNumber: string;

beforeAll(async () => {
  content = openDemoContent();
  ({ modelNumber } = await someProduct(content));
});
afterAll(() => content.close());

/**
 * The real content service behind a gate: each suggestion request waits until the test releases it,
 * so a request can be caught in flight. An aborted request rejects the way fetch does.
 */
function gatedTransport(held: HeldRequest[]): Transport {
  return (request: ApiRequest) => {
    if (request.path !== '/suggest') return content.transport(request);
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const settled = new Promise<ApiResponse>((resolve, reject) => {
      request.signal?.addEventListener('abort', () => reject(new DOMException('The operation was aborted.', 'AbortError')));
      void gate.then(() => content.transport(request).then(resolve, reject));
    });
    held.push({ query: String(request.query?.query), signal: request.signal, release, settled: settled.catch((e: unknown) => e) });
    return settled;
  };
}

function setup() {
  const held: HeldRequest[] = [];
  const store = makeStore({ page: { ...initialPageState, locale: 'en_GB' } }, { api: createApi(gatedTransport(held)) });
  // A short pause keeps the test quick; the behaviour is the same as with the real 150 ms.
  store.runSaga(watchSuggestions, 20);
  return { held, store };
}

const prefix = (n: number) => modelNumber.slice(0, n).toLowerCase();

it('asks once, for the last text, when the visitor types quickly', async () => {
  const { held, store } = setup();
  for (const n of [2, 3, 4, 5]) store.dispatch(searchBoxActions.inputChanged(prefix(n)));
  await eventually(() => held.length === 1);
  held[0].release();
  await eventually(() => store.getState().searchBox.keyword === prefix(5));
  expect(held.map((h) => h.query)).toEqual([prefix(5)]);
  const products = store.getState().searchBox.suggestions.filter((s) => s.kind === 'product');
  expect(products.length).toBeGreaterThan(0);
  expect(products.some((s) => s.modelNumber === modelNumber)).toBe(true);
});

it('aborts the request in flight when the visitor types on, and never shows its late answer', async () => {
  const { held, store } = setup();
  store.dispatch(searchBoxActions.inputChanged(prefix(3)));
  await eventually(() => held.length === 1);
  expect(held[0].signal?.aborted).toBe(false);

  store.dispatch(searchBoxActions.inputChanged(modelNumber));
  // The first request is cancelled at once, not merely ignored when it answers.
  expect(held[0].signal?.aborted).toBe(true);
  await expect(held[0].settled).resolves.toMatchObject({ name: 'AbortError' });

  await eventually(() => held.length === 2);
  held[0].release();
  held[1].release();
  await eventually(() => store.getState().searchBox.keyword === modelNumber);
  expect(store.getState().searchBox.suggestions[0]).toMatchObject({ kind: 'product', modelNumber });
});

it('clears the suggestions and the active item for an empty query, without a request', async () => {
  const { held, store } = setup();
  store.dispatch(searchBoxActions.inputChanged(prefix(4)));
  await eventually(() => held.length === 1);
  held[0].release();
  await eventually(() => store.getState().searchBox.suggestions.length > 0);
  store.dispatch(searchBoxActions.activeItemChanged(1));

  store.dispatch(searchBoxActions.inputChanged('   '));
  expect(store.getState().searchBox).toMatchObject({ suggestions: [], activeSuggestionItem: -1, keyword: '' });
  await new Promise((resolve) => setTimeout(resolve, 60));
  expect(held).toHaveLength(1);
});

it('drops the suggestions of a longer text when only one character is left', async () => {
  const { held, store } = setup();
  store.dispatch(searchBoxActions.inputChanged(prefix(4)));
  await eventually(() => held.length === 1);
  held[0].release();
  await eventually(() => store.getState().searchBox.suggestions.length > 0);

  store.dispatch(searchBoxActions.inputChanged(prefix(1)));
  await eventually(() => store.getState().searchBox.suggestions.length === 0);
  expect(held).toHaveLength(1);
});

it('a page load puts the page query in the box and drops open suggestions without asking for new ones', async () => {
  const { held, store } = setup();
  store.dispatch(searchBoxActions.inputChanged(prefix(4)));
  await eventually(() => held.length === 1);
  held[0].release();
  await eventually(() => store.getState().searchBox.suggestions.length > 0);

  store.dispatch(searchBoxActions.synced('firmware update'));
  expect(store.getState().searchBox).toMatchObject({ inputValue: 'firmware update', suggestions: [], activeSuggestionItem: -1 });
  await new Promise((resolve) => setTimeout(resolve, 60));
  expect(held).toHaveLength(1);
});
