/**
 * @jest-environment jsdom
 */
import { act } from '@testing-library/react';
import { createRoot } from 'react-dom/client';
import { MemoryRouter } from 'react-router-dom';
import type { SearchResult } from '../../../../shared/content/types';
import { TranslatorProvider } from '../../../../shared/i18n/context';
import { createI18n } from '../../../../shared/i18n/createI18n';
import { ResultItem } from '../ResultList';

const manual: SearchResult = {
  id: '00300001',
  contentType: 'document',
  title: 'Bedienungsanleitung – AT-55X89J',
  snippet: '…kalibriert. Bewegungsglättung: Fügt Zwischenbilder ein.',
  snippetHighlights: [[13, 30]],
  url: '/de/electronics/support/televisions/at-55x89j/manuals',
  fileUrl: '/api/content/support/files/0123456789abcdef0123/Aurora_X89J_OI_DE.pdf',
  page: 4,
  pageUrl: '/api/content/support/files/0123456789abcdef0123/Aurora_X89J_OI_DE.pdf#page=4',
};

function render(result: SearchResult, locale = 'de_DE') {
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  act(() => {
    root.render(
      <TranslatorProvider translator={createI18n(locale)}>
        <MemoryRouter>
          <ol>
            <ResultItem result={result} dateFormatter={new Intl.DateTimeFormat('de-DE')} />
          </ol>
        </MemoryRouter>
      </TranslatorProvider>,
    );
  });
  return { container, unmount: () => act(() => root.unmount()) };
}

describe('a search result found inside a manual', () => {
  it('marks the matched words in the snippet and links the PDF at the page, named in the visitor’s language', () => {
    const { container, unmount } = render(manual);
    expect([...container.querySelectorAll('.result__snippet mark')].map((m) => m.textContent)).toEqual(['Bewegungsglättung']);
    expect(container.querySelector('.result__snippet')?.textContent).toBe(manual.snippet);
    const link = container.querySelector('a.result__page');
    expect(link?.textContent).toBe('Seite 4');
    expect(link?.getAttribute('href')).toBe(manual.pageUrl);
    expect(link?.getAttribute('aria-label')).toBe('„Bedienungsanleitung – AT-55X89J“ auf Seite 4 öffnen (PDF)');
    unmount();
  });

  it('shows spans that do not fit the snippet as plain text, and no page link without a page', () => {
    const { container, unmount } = render({ ...manual, snippetHighlights: [[40, 400], [5, 2]], page: undefined, pageUrl: undefined }, 'en_GB');
    expect(container.querySelectorAll('mark')).toHaveLength(0);
    expect(container.querySelector('.result__snippet')?.textContent).toBe(manual.snippet);
    expect(container.querySelector('a.result__page')).toBeNull();
    unmount();
  });
});

describe('a search result in another language than the page', () => {
  it('says so in the page’s language and marks its text with the language it is written in', () => {
    const english: SearchResult = { id: '00100014', contentType: 'faq-article', title: 'Connect the headphones to two devices', snippet: 'Pair both devices first.', url: '/de/electronics/support/articles/00100014', language: 'en' };
    const { container, unmount } = render(english);
    expect(container.querySelector('.result__title')?.getAttribute('lang')).toBe('en');
    expect(container.querySelector('.result__snippet')?.getAttribute('lang')).toBe('en');
    expect(container.querySelector('.language-tag')?.textContent).toBe('Auf Englisch');
    unmount();
    // In its own language (or with none given) a result carries neither.
    for (const language of ['de', undefined]) {
      const own = render({ ...manual, ...(language ? { language } : {}) });
      expect(own.container.querySelector('.result__title')?.hasAttribute('lang')).toBe(false);
      expect(own.container.querySelector('.language-tag')).toBeNull();
      own.unmount();
    }
    const french = render(english, 'fr_FR');
    expect(french.container.querySelector('.language-tag')?.textContent).toBe('En anglais');
    french.unmount();
  });
});
