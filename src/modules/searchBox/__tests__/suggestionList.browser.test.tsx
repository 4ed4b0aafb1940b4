/**
 * @jest-environment jsdom
 */
import { act, fireEvent, waitFor, within } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { hydratedPages } from '../../../../test/support/browserPage';
import { TranslatorProvider } from '../../../shared/i18n/context';
import { createI18n } from '../../../shared/i18n/createI18n';
import { SuggestionList } from '../SuggestionList';

/**
 * The search box's suggestion list arrives with the box's first focus or input (docs/decisions/042-javascript-budget.md,
 * update 3): a page rendered on the server from the real content service hydrates without it (no mismatch: the
 * hook fails the test on any console error), and the list works once the visitor is in the box.
 */
const pages = hydratedPages();
const view = () => within(document.body);

describe('the search box before and after its suggestion list arrives', () => {
  it('hydrates with an empty hidden listbox, then lists grouped suggestions for typed text', async () => {
    await pages.open('/electronics/support/televisions');
    const box = view().getByRole('combobox', { name: 'Search support' });
    const listId = box.getAttribute('aria-controls') ?? '';
    const list = document.getElementById(listId);
    expect(list?.getAttribute('role')).toBe('listbox');
    expect(list?.hidden).toBe(true);
    expect(box.getAttribute('aria-expanded')).toBe('false');
    // What the list itself renders closed and empty, so a box rendered with its code (after a client navigation)
    // has the same element as the server's.
    const closed = renderToStaticMarkup(
      <TranslatorProvider translator={createI18n('en_GB')}>
        <SuggestionList
          listId={listId}
          labelId={list?.getAttribute('aria-labelledby') ?? ''}
          suggestions={[]}
          active={-1}
          keyword=""
          open={false}
          onChoose={() => undefined}
          onHover={() => undefined}
        />
      </TranslatorProvider>,
    );
    expect(list?.outerHTML).toBe(closed);

    act(() => void fireEvent.focus(box));
    act(() => void fireEvent.change(box, { target: { value: 'at-65' } }));
    const options = await view().findAllByRole('option', {}, { timeout: 3000 });
    expect(options.length).toBeGreaterThan(0);
    // The options and the box's expanded state can land in separate renders on a loaded machine.
    await waitFor(() => expect(box.getAttribute('aria-expanded')).toBe('true'), { timeout: 3000 });
    // The same element the server rendered, now filled: aria-controls still names it.
    expect(document.getElementById(listId)?.hidden).toBe(false);
    expect(view().getByRole('group', { name: 'Products' })).toBeTruthy();
  });
});
