/**
 * @jest-environment jsdom
 */
import { act, fireEvent, waitFor, within } from '@testing-library/react';
import { openPage, type BrowserPage } from './support/browserPage';
import { openDemoContent, someProduct, type DemoContent } from './support/demoContent';

let content: DemoContent;
let product: { categoryName: string; name: string; modelNumber: string };
let page: BrowserPage | undefined;

beforeAll(async () => {
  content = openDemoContent();
  product = await someProduct(content);
});
afterAll(() => content.close());
beforeEach(() => {
  window.scrollTo = jest.fn();
});
afterEach(() => {
  page?.close();
  page = undefined;
});

// The page replaces the whole document, so queries start from the current body every time.
const view = () => within(document.body);
const input = () => view().getByRole('combobox', { name: 'Search support' }) as HTMLInputElement;
const listbox = () => view().getByRole('listbox', { hidden: true });
const attr = (element: Element, name: string) => element.getAttribute(name);

async function typeAndWaitForSuggestions(text: string) {
  act(() => {
    input().focus();
    fireEvent.change(input(), { target: { value: text } });
  });
  await waitFor(() => expect(attr(input(), 'aria-expanded')).toBe('true'));
}

describe('the search box is an ARIA combobox with suggestions', () => {
  it('shows grouped suggestions as the visitor types and announces how many there are', async () => {
    page = await openPage(content, '/electronics/support');
    await typeAndWaitForSuggestions(product.modelNumber.slice(0, 5));
    const list = listbox();
    expect(attr(input(), 'aria-controls')).toBe(list.id);
    const products = within(list).getByRole('group', { name: 'Products' });
    expect(within(products).getAllByRole('option').length).toBeGreaterThan(0);
    expect(within(list).getAllByRole('option')[0].textContent).toMatch(/\w/);
    expect(within(input().form!).getByRole('status').textContent).toMatch(/^\d+ suggestions?\. Use the up and down arrow keys/);
  });

  it('moves the active option with the arrow keys, wrapping at both ends, and never moves the focus', async () => {
    page = await openPage(content, '/electronics/support');
    await typeAndWaitForSuggestions(product.modelNumber.slice(0, 4));
    const options = within(listbox()).getAllByRole('option');
    fireEvent.keyDown(input(), { key: 'ArrowDown' });
    expect(attr(input(), 'aria-activedescendant')).toBe(options[0].id);
    expect(attr(options[0], 'aria-selected')).toBe('true');
    fireEvent.keyDown(input(), { key: 'ArrowUp' });
    const last = within(listbox()).getAllByRole('option').at(-1)!;
    expect(attr(input(), 'aria-activedescendant')).toBe(last.id);
    fireEvent.keyDown(input(), { key: 'ArrowDown' });
    expect(attr(input(), 'aria-activedescendant')).toBe(options[0].id);
    expect(document.activeElement).toBe(input());
  });

  it('Escape closes the list, a second Escape clears the text, and an empty box has no suggestions or active item', async () => {
    page = await openPage(content, '/electronics/support');
    await typeAndWaitForSuggestions(product.modelNumber.slice(0, 4));
    fireEvent.keyDown(input(), { key: 'ArrowDown' });
    fireEvent.keyDown(input(), { key: 'Escape' });
    expect(attr(input(), 'aria-expanded')).toBe('false');
    expect(attr(input(), 'aria-activedescendant')).toBeNull();
    expect(input().value).not.toBe('');
    fireEvent.keyDown(input(), { key: 'Escape' });
    expect(input().value).toBe('');
    expect(page.store.getState().searchBox).toMatchObject({ suggestions: [], activeSuggestionItem: -1 });
  });

  it('Enter on a product suggestion opens the product page without a reload', async () => {
    page = await openPage(content, '/electronics/support');
    await typeAndWaitForSuggestions(product.modelNumber);
    const options = within(listbox()).getAllByRole('option');
    const index = options.findIndex((o) => o.textContent?.includes(product.modelNumber));
    expect(index).toBeGreaterThanOrEqual(0);
    for (let i = 0; i <= index; i += 1) fireEvent.keyDown(input(), { key: 'ArrowDown' });
    fireEvent.submit(input().form!);
    await waitFor(() => expect(window.location.pathname).toBe(`/electronics/support/${product.categoryName}/${product.name}`));
    await waitFor(() => expect(page!.store.getState().page.type).toBe('product'));
    await waitFor(() => expect(document.title).toContain(product.modelNumber));
    // The focus moves to the new page's heading.
    await waitFor(() => expect(document.activeElement).toBe(view().getByRole('heading', { level: 1 })));
  });

  it('lists the category a product kind names first, and Enter on it opens the category page (ADR 054)', async () => {
    page = await openPage(content, '/electronics/support');
    await typeAndWaitForSuggestions('tv');
    const groups = within(listbox()).getAllByRole('group');
    expect(groups.map((g) => g.getAttribute('aria-labelledby') && document.getElementById(g.getAttribute('aria-labelledby')!)?.textContent)).toEqual([
      'Categories',
      'Products',
      'Popular searches',
    ]);
    const first = within(listbox()).getAllByRole('option')[0];
    expect(first.textContent).toBe('Televisions');
    fireEvent.keyDown(input(), { key: 'ArrowDown' });
    expect(attr(input(), 'aria-activedescendant')).toBe(first.id);
    fireEvent.submit(input().form!);
    await waitFor(() => expect(window.location.pathname).toBe('/electronics/support/televisions'));
    await waitFor(() => expect(page!.store.getState().page.type).toBe('category'));
  });

  it('submits the text to the results page of the current scope', async () => {
    page = await openPage(content, `/electronics/support/${product.categoryName}`);
    act(() => {
      fireEvent.change(input(), { target: { value: '  hdmi no sound ' } });
    });
    fireEvent.submit(input().form!);
    await waitFor(() => expect(window.location.pathname).toBe(`/electronics/support/${product.categoryName}/results`));
    expect(new URLSearchParams(window.location.search).get('query')).toBe('hdmi no sound');
    await waitFor(() => expect(page!.store.getState().page.type).toBe('categoryResults'));
    // The results page shows what was searched in the box.
    await waitFor(() => expect(input().value).toBe('hdmi no sound'));
  });

  it('without text goes to the scope page itself, not to /results', async () => {
    page = await openPage(content, `/electronics/support/${product.categoryName}/${product.name}/manuals`);
    fireEvent.submit(input().form!);
    await waitFor(() => expect(window.location.pathname).toBe(`/electronics/support/${product.categoryName}/${product.name}/manuals`));
    expect(window.location.search).toBe('');
  });

  it('works without JavaScript: the form is a GET to the results page of its scope', async () => {
    page = await openPage(content, `/electronics/support/${product.categoryName}/${product.name}/manuals`);
    const form = input().form!;
    expect(form.getAttribute('method')).toBe('get');
    expect(form.getAttribute('action')).toBe(`/electronics/support/${product.categoryName}/${product.name}/manuals/results`);
    expect(input().name).toBe('query');
  });
});
