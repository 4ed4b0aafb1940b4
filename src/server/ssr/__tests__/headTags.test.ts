import { JSDOM } from 'jsdom';
import { matchRoute } from '../../../routes/matchRoute';
import type { ArticleDetailsData } from '../../../shared/content/detailsTypes';
import { createI18n } from '../../../shared/i18n/createI18n';
import { articleDetails } from '../../../store/dataSets';
import { initialPageState, type PageState } from '../../../store/pageSlice';
import { rootReducer, type RootState } from '../../../store/rootReducer';
import { headTags } from '../headTags';

/** Rules of the head that the demo catalogue does not reach: FAQ answers without steps, hostile text. */
function pageAt(path: string): PageState {
  const match = matchRoute(path);
  return {
    ...initialPageState,
    type: match.type,
    typeAlias: match.typeAlias,
    searchType: match.searchType,
    params: match.params,
    locale: match.locale,
    pathname: path.replace(/^(\/(de|fr))?\/electronics\/support/, '') || '/',
    location: { pathname: path, search: '', hash: '' },
  };
}

const ARTICLE: ArticleDetailsData = {
  articleId: '00100099',
  title: 'Sound drops out\u2028</script><script>alert(1)</script>',
  articleType: 'faq-article',
  topics: [],
  channel: 'con',
  language: 'en',
  date: '2024-01-02',
  summary: 'When the sound drops <b>out</b> & comes back',
  symptoms: [],
  steps: [],
  stepNum: 0,
  resolution: 'Switch the <em>audio output</em> to PCM.\u2028Then restart.',
  body: '<p>Switch the audio output to PCM.</p>',
  multiDownload: false,
  software: [],
  relatedProducts: [],
  url: '/electronics/support/articles/00100099',
};

function stateOf(path: string, article: ArticleDetailsData): RootState {
  const base = rootReducer(undefined, { type: '@@init' });
  return { ...rootReducer(base, articleDetails.actions.received(article)), page: pageAt(path) };
}

function render(state: RootState): { html: string; doc: Document } {
  const html = headTags({ state, t: createI18n(state.page.locale).t, origin: 'https://support.example.test', title: `${ARTICLE.title} | Aurora Support`, nonce: 'n0nce' });
  return { html, doc: new JSDOM(`<!doctype html><head>${html}</head>`).window.document };
}

describe('head tags', () => {
  it('an article without steps is a FAQPage whose answer is its resolution as text', () => {
    const { doc } = render(stateOf('/electronics/support/articles/00100099', ARTICLE));
    const blocks = [...doc.querySelectorAll('script[type="application/ld+json"]')].map((s) => JSON.parse(s.textContent ?? ''));
    const faq = blocks.find((b) => b['@type'] === 'FAQPage');
    expect(faq.mainEntity).toEqual([
      { '@type': 'Question', name: ARTICLE.title, acceptedAnswer: { '@type': 'Answer', text: 'Switch the audio output to PCM. Then restart.' } },
    ]);
    expect(blocks.some((b) => b['@type'] === 'HowTo')).toBe(false);
  });

  it('escapes structured data like the preloaded state, so no text ends the script element', () => {
    const { html, doc } = render(stateOf('/electronics/support/articles/00100099', ARTICLE));
    expect(html).not.toContain('</script><script>alert(1)');
    expect(html).not.toContain('\u2028');
    // Only the JSON-LD scripts exist: the title did not open a script of its own.
    expect([...doc.querySelectorAll('script')].every((s) => s.getAttribute('type') === 'application/ld+json')).toBe(true);
    expect(doc.querySelector('meta[name="description"]')?.getAttribute('content')).toBe('When the sound drops out & comes back');
  });

  it('a long description is cut to snippet length with an ellipsis', () => {
    const long = { ...ARTICLE, summary: 'word '.repeat(200) };
    const { doc } = render(stateOf('/de/electronics/support/articles/00100099', long));
    const description = doc.querySelector('meta[name="description"]')?.getAttribute('content') ?? '';
    expect(description.length).toBeLessThanOrEqual(300);
    expect(description.endsWith('…')).toBe(true);
    expect(doc.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe('https://support.example.test/de/electronics/support/articles/00100099');
  });
});
