/**
 * @jest-environment jsdom
 */
import { act, fireEvent, waitFor, within } from '@testing-library/react';
import { dataLayer, openPage, type BrowserPage } from './support/browserPage';
import { openDemoContent, someProduct, type DemoContent } from './support/demoContent';

let content: DemoContent;
let product: { categoryName: string; name: string; modelNumber: string };
let page: BrowserPage | undefined;
let errors: jest.SpyInstance;

beforeAll(async () => {
  content = openDemoContent();
  product = await someProduct(content);
});
afterAll(() => content.close());
beforeEach(() => {
  window.scrollTo = jest.fn();
  errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  page?.close();
  page = undefined;
  errors.mockRestore();
});

const view = () => within(document.body);
const gets = (p: BrowserPage) => p.calls.filter((c) => c.method === 'GET').map((c) => c.path);
const eventTypes = (p: BrowserPage) => p.events.map((e) => e.type);

/** The first category tile of the home page. */
function categoryTile(): HTMLElement {
  const tile = view().getAllByRole('link').find((a) => a.classList.contains('category-tile'));
  if (!tile) throw new Error('the home page shows no category tiles');
  return tile;
}

async function loaded(p: BrowserPage, count: number) {
  await waitFor(() => expect(p.events.filter((e) => e.type === 'page_state_updated')).toHaveLength(count));
}

it('hydration fetches no content, and announces the page once with its analytics payload and a page view', async () => {
  page = await openPage(content, `/electronics/support/${product.categoryName}/${product.name}`);
  await loaded(page, 1);
  expect(gets(page)).toEqual([]);
  expect(page.events[0].detail).toMatchObject({ trigger: 'initial' });
  expect(dataLayer()).toEqual([
    expect.objectContaining({
      event: 'page_state_updated',
      trigger: 'initial',
      pageName: `support:product:${product.categoryName}:${product.name}`,
      template: 'product',
      siteClass: 'external',
      productModelIds: [product.modelNumber],
    }),
  ]);
  // The site-search page view, with the guest token since the visitor is not signed in.
  const view = page.calls.find((c) => c.path === '/page-views');
  expect(view).toMatchObject({ method: 'POST', body: { tokenKind: 'guest', pageType: 'product', locale: 'en_GB' } });
  expect(errors).not.toHaveBeenCalled();
});

it('a link navigates without a reload: start and end events, the new page’s data, its title, focus on its heading', async () => {
  page = await openPage(content, '/electronics/support');
  await loaded(page, 1);
  const tile = categoryTile();
  act(() => {
    fireEvent.click(tile);
  });
  await loaded(page, 2);
  expect(eventTypes(page)).toEqual(['page_state_updated', 'page_load_start', 'page_load_end', 'page_state_updated']);
  expect(page.events[1].detail).toMatchObject({ pathname: tile.getAttribute('href'), partial: false });
  expect(page.events[2].detail).toMatchObject({ ok: true });
  expect(page.events[3].detail).toMatchObject({ trigger: 'navigation' });
  expect(dataLayer().at(-1)).toMatchObject({ event: 'page_state_updated', trigger: 'navigation', template: 'category' });
  expect(page.store.getState().page).toMatchObject({ type: 'category', isLoading: false, loadError: null });
  const h1 = view().getByRole('heading', { level: 1 });
  expect(document.title.startsWith(h1.textContent!)).toBe(true);
  expect(document.activeElement).toBe(h1);
  expect(window.scrollTo).toHaveBeenCalledWith(0, 0);
  expect(errors).not.toHaveBeenCalled();
});

it('only the module whose query parameter changed reloads, and a load-more keeps the page and the focus', async () => {
  page = await openPage(content, `/electronics/support/${product.categoryName}`);
  await loaded(page, 1);
  const more = within(document.getElementById('models')!).getByRole('link', { name: 'Show more' });
  act(() => {
    more.focus();
    fireEvent.click(more);
  });
  await loaded(page, 2);
  expect(gets(page).every((p) => p.endsWith('/models'))).toBe(true);
  expect(gets(page)).toHaveLength(1);
  expect(page.events[1].detail).toMatchObject({ partial: true });
  expect(page.events.at(-1)!.detail).toMatchObject({ trigger: 'load-more' });
  expect(window.scrollTo).not.toHaveBeenCalledWith(0, 0);
  expect(document.activeElement?.tagName).not.toBe('H1');
  // A load-more is not a new page view for the site-search provider.
  expect(page.calls.filter((c) => c.path === '/page-views')).toHaveLength(1);
});

it('back/forward updates the page state without a trigger', async () => {
  page = await openPage(content, '/electronics/support');
  await loaded(page, 1);
  const tile = categoryTile();
  act(() => {
    fireEvent.click(tile);
  });
  await loaded(page, 2);
  act(() => window.history.back());
  await loaded(page, 3);
  expect(page.store.getState().page.type).toBe('home');
  const last = page.events.at(-1)!;
  expect(last.detail.trigger).toBeUndefined();
  expect(dataLayer().at(-1)).not.toHaveProperty('trigger');
});

it('a connection failure keeps the page, sets the load-error state and offers to try again', async () => {
  page = await openPage(content, '/electronics/support');
  await loaded(page, 1);
  page.setTransport(() => Promise.reject(new TypeError('Failed to fetch')));
  const tile = categoryTile();
  act(() => {
    fireEvent.click(tile);
  });
  await waitFor(() => expect(view().getByRole('alert').textContent).toMatch(/couldn’t be loaded/));
  expect(page.store.getState().page.loadError).toBe('Failed to fetch');
  expect(page.events.map((e) => e.type)).toContain('page_load_error');
  expect(window.location.pathname).toBe(tile.getAttribute('href'));

  page.setTransport(content.transport);
  act(() => {
    fireEvent.click(within(view().getByRole('alert')).getByRole('button', { name: 'Try again' }));
  });
  await waitFor(() => expect(view().queryByRole('alert')).toBeNull());
  expect(page.store.getState().page.loadError).toBeNull();
  await waitFor(() => expect(view().getByRole('heading', { level: 1 }).textContent).not.toBe(''));
  expect(page.store.getState().modelResults.count).toBeGreaterThan(0);
});

it('an unknown product reached by a link shows the helpful 404 page', async () => {
  page = await openPage(content, `/electronics/support/${product.categoryName}`);
  await loaded(page, 1);
  // An outdated address in the history, as a bookmark or an old page might hold.
  act(() => {
    window.history.pushState({ key: 'abcdef', idx: 1 }, '', `/electronics/support/${product.categoryName}/zz-0000-unknown`);
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await waitFor(() => expect(page!.store.getState().page.pageData.notFound).toBe(true));
  await waitFor(() => expect(view().getByRole('heading', { level: 1 }).textContent).toBe('We couldn’t find that page'));
  await waitFor(() => expect(view().getAllByRole('link').some((a) => a.classList.contains('chip'))).toBe(true));
});

it('a mistyped product address reached by a link offers the product meant, and the next 404 forgets it (ADR 055)', async () => {
  page = await openPage(content, '/electronics/support/televisions');
  await loaded(page, 1);
  act(() => {
    window.history.pushState({ key: 'abcdef', idx: 1 }, '', '/electronics/support/televisions/at-65z9x');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await waitFor(() => expect(view().getByRole('heading', { level: 2, name: 'Were you looking for this product?' })).toBeTruthy());
  expect(view().getByRole('link', { name: /AT-65Z9M/ }).getAttribute('href')).toBe('/electronics/support/televisions/at-65z9m');
  // Another mistyped product: its own guesses, none of the last one's.
  act(() => {
    window.history.pushState({ key: 'mnopqr', idx: 2 }, '', '/electronics/support/wireless-headphones/awh-1000xm9');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await waitFor(() => expect(view().getByRole('heading', { level: 2, name: 'Were you looking for one of these products?' })).toBeTruthy());
  expect(view().queryByRole('link', { name: /AT-65Z9M/ })).toBeNull();
  expect(page.store.getState().productGuesses.data.every((g) => g.modelNumber?.startsWith('AWH-1000XM'))).toBe(true);
  act(() => {
    window.history.pushState({ key: 'ghijkl', idx: 3 }, '', '/electronics/support/no/such/page');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await waitFor(() => expect(page!.store.getState().page.location.pathname).toBe('/electronics/support/no/such/page'));
  await waitFor(() => expect(page!.store.getState().productGuesses.data).toEqual([]));
  expect(view().queryByRole('heading', { level: 2, name: 'Were you looking for this product?' })).toBeNull();
});
