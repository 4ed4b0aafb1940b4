import { renderToStaticMarkup } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { DataFetchError, LoginRedirectError } from '../../../shared/api/errors';
import type { SearchInsightRow, SearchInsightsResponse } from '../../../shared/content/searchInsightsTypes';
import { i18nFor } from '../../../shared/i18n/createI18n';
import { makeStore } from '../../../store/makeStore';
import { fakeApi, page } from '../../../store/__tests__/testSupport';
import { LOGIN_REQUIRED } from '../../ascAccount/loginRequired';
import { Root } from '../../shell/app/Root';
import { FORBIDDEN, searchLocaleOf } from '../constants';
import { loadSearchInsights } from '../load';
import { QueryTable, shortPath } from '../QueryTable';

const insightsPage = (query: Record<string, string> = {}) => page({ type: 'agentSearchInsights', typeAlias: 'agentSearchInsights', locale: 'fr_FR', query });

const row = (query: string, helpfulness: SearchInsightRow['helpfulness'] = null): SearchInsightRow => ({
  query,
  locale: 'de_DE',
  last7: { searches: 2, zeroResultSearches: 2, opens: 0 },
  last30: { searches: 5, zeroResultSearches: 4, opens: 0 },
  opened: [],
  helpfulness,
});

async function load(call: () => Promise<SearchInsightsResponse>, query: Record<string, string> = {}) {
  const asked: unknown[] = [];
  const store = makeStore({ page: insightsPage(query) }, {
    api: fakeApi({
      searchInsights: (p) => {
        asked.push(p);
        return call();
      },
    }),
  });
  const outcome = await store
    .runSaga(loadSearchInsights, insightsPage(query))
    .toPromise()
    .then(() => 'ok', (e: Error) => e.name);
  return { store, asked, outcome };
}

describe('loading the insights', () => {
  // redux-saga reports an error thrown out of a saga on the console.
  let errors: jest.SpyInstance;
  beforeEach(() => {
    errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => errors.mockRestore());

  it('asks for the page locale and the chosen search locale, ignoring one the site does not have', async () => {
    expect(searchLocaleOf(insightsPage({ searchLocale: 'de_DE' }))).toBe('de_DE');
    expect(searchLocaleOf(insightsPage({ searchLocale: 'xx_XX' }))).toBeUndefined();
    const { asked } = await load(() => Promise.reject(new DataFetchError('searchInsights', 500)), { searchLocale: 'de_DE' });
    expect(asked).toEqual([{ locale: 'fr_FR', searchLocale: 'de_DE', num: 20 }]);
  });

  it('notes a refused account (403) for the page to explain, without failing the page', async () => {
    const { store, outcome } = await load(() => Promise.reject(new DataFetchError('searchInsights', 403)));
    expect(outcome).toBe('ok');
    expect(store.getState().page.moduleData[FORBIDDEN]).toBe(true);
    expect(store.getState().searchInsights.hasError).toBe(true);
  });

  it('notes that a sign-in is needed, so the sign-in prompt appears', async () => {
    const { store, outcome } = await load(() => Promise.reject(new LoginRedirectError('searchInsights', '/electronics/support/asc/login')));
    expect(outcome).toBe('LoginRedirectError');
    expect(store.getState().page.moduleData[LOGIN_REQUIRED]).toBe('/electronics/support/asc/login');
  });
});

function renderTable(rows: SearchInsightRow[]): string {
  const store = makeStore(undefined, { api: fakeApi({}) });
  return renderToStaticMarkup(
    <Root store={store} i18n={i18nFor('en_GB')}>
      <StaticRouter location="/electronics/support/agent/search-insights">
        <QueryTable id="t" title="Searches that found nothing" intro="" rows={rows} columns={['zero7', 'zero30']} linkQueries format={String} />
      </StaticRouter>
    </Root>,
  );
}

describe('a list of queries', () => {
  it('links each query to its search in the query’s own language, named for screen readers', () => {
    const html = renderTable([row('fernseher hotelmodus')]);
    expect(html).toContain('<caption class="visually-hidden">Searches that found nothing</caption>');
    expect(html).toMatch(/<th scope="row" lang="de-DE"[^>]*><a href="\/de\/electronics\/support\/results\?query=fernseher%20hotelmodus"/);
    expect(html).toContain('Search “fernseher hotelmodus” on the site (German)');
  });

  it('shows the helpfulness column only once feedback reaches the rows', () => {
    expect(renderTable([row('a')])).not.toContain('Helpful');
    const html = renderTable([row('a', { helpful: 3, notHelpful: 1 }), row('b')]);
    expect(html).toContain('<th scope="col" class="insights-table__number">Helpful</th>');
    expect(html).toContain('3 of 4');
  });

  it('says so when a list is empty', () => {
    expect(renderTable([])).toContain('Nothing to show for this period.');
  });

  it('names an opened result by its path below the support root', () => {
    expect(shortPath('/de/electronics/support/articles/0610')).toBe('/articles/0610');
    expect(shortPath('/electronics/support')).toBe('/');
    expect(shortPath('/elsewhere/electronics/support/x')).toBe('/elsewhere/electronics/support/x');
  });
});
