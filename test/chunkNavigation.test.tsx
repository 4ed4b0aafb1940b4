/**
 * @jest-environment jsdom
 */
import { act, fireEvent, waitFor, within } from '@testing-library/react';
import type { PageType } from '../src/routes/routeTable';
import { fullPageLoad } from '../src/modules/shell/app/fullPageLoad';
import * as registry from '../src/modules/registry';
import { openPage, type BrowserPage } from './support/browserPage';
import { openDemoContent, type DemoContent } from './support/demoContent';

/*
 * A client navigation to a page type whose bundle is not loaded yet (docs/decisions/026-code-splitting-by-page-bundle.md).
 * The chunk loads are stood in for: a slow one the test releases, and one that fails as a lost connection would.
 */
jest.mock('../src/modules/registry', () => {
  const actual = jest.requireActual<typeof import('../src/modules/registry')>('../src/modules/registry');
  return { ...actual, loadModulesFor: jest.fn(actual.loadModulesFor), areModulesLoaded: jest.fn(actual.areModulesLoaded) };
});
const actual = jest.requireActual<typeof import('../src/modules/registry')>('../src/modules/registry');
jest.mock('../src/modules/shell/app/fullPageLoad', () => ({ fullPageLoad: jest.fn() }));
const loadModulesFor = registry.loadModulesFor as jest.MockedFunction<typeof registry.loadModulesFor>;
const areModulesLoaded = registry.areModulesLoaded as jest.MockedFunction<typeof registry.areModulesLoaded>;

let content: DemoContent;
let page: BrowserPage | undefined;
let errors: jest.SpyInstance;

beforeAll(() => {
  content = openDemoContent();
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
  loadModulesFor.mockImplementation(actual.loadModulesFor);
  areModulesLoaded.mockImplementation(actual.areModulesLoaded);
  (fullPageLoad as jest.Mock).mockClear();
});

/** The category bundle counts as not loaded yet; its load is what `load` does. */
function categoryChunk(load: () => Promise<void>) {
  areModulesLoaded.mockImplementation((type: PageType) => (type.startsWith('category') ? false : actual.areModulesLoaded(type)));
  loadModulesFor.mockImplementation((type: PageType) => (type.startsWith('category') ? load() : actual.loadModulesFor(type)));
}

function clickFirstCategory() {
  const tile = within(document.body)
    .getAllByRole('link')
    .find((a) => a.classList.contains('category-tile'));
  if (!tile) throw new Error('the home page shows no category tiles');
  act(() => {
    fireEvent.click(tile);
  });
}

const updates = (p: BrowserPage) => p.events.filter((e) => e.type === 'page_state_updated').length;

it('keeps the current page, shown as loading, until the chunk is there, then shows the new page', async () => {
  page = await openPage(content, '/electronics/support');
  await waitFor(() => expect(updates(page!)).toBe(1));
  let release!: () => void;
  categoryChunk(() => new Promise<void>((resolve) => (release = resolve)).then(() => actual.loadModulesFor('category')));
  clickFirstCategory();
  await waitFor(() => expect(loadModulesFor).toHaveBeenCalledWith('category'));
  expect(page.store.getState().page.type).toBe('home');
  expect(page.store.getState().page.isLoading).toBe(true);
  expect(document.querySelector('.progress--active')).not.toBeNull();

  await act(async () => release());
  await waitFor(() => expect(updates(page!)).toBe(2));
  expect(page.store.getState().page.type).toBe('category');
  expect(page.store.getState().page.isLoading).toBe(false);
  expect(document.querySelector('h1')?.textContent).toBeTruthy();
  expect(fullPageLoad).not.toHaveBeenCalled();
});

it('turns the navigation into a full page load when the chunk cannot be fetched', async () => {
  page = await openPage(content, '/electronics/support');
  await waitFor(() => expect(updates(page!)).toBe(1));
  categoryChunk(() => Promise.reject(new Error('ChunkLoadError: Loading chunk page-category failed')));
  clickFirstCategory();
  await waitFor(() => expect(fullPageLoad).toHaveBeenCalledTimes(1));
  expect(fullPageLoad).toHaveBeenCalledWith(window.location.pathname);
  expect(window.location.pathname).toMatch(/^\/electronics\/support\/[^/]+$/);
  expect(page.store.getState().page.type).toBe('home');
  expect(updates(page)).toBe(1);
});
