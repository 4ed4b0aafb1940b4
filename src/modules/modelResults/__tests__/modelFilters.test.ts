import { pageStateFor, normaliseQuery } from '../../../store/pageState';
import { queryFromSearch } from '../../../shared/browser';
import { modelFiltersOf } from '../load';

function pageAt(search: string) {
  return pageStateFor({
    path: '/electronics/support/headphones/results',
    search,
    query: normaliseQuery(queryFromSearch(search)),
    cookies: {},
    userAgent: 'jest',
    config: { featureToggles: {}, liteVisibleModules: [], ascPhase2: false, embedLinkHeader: true },
    origin: 'server',
  });
}

describe('the search filters model results take from the page (docs/behaviour.md §7)', () => {
  it('forwards document types, the content types a product lists and a two-letter country', () => {
    expect(modelFiltersOf(pageAt('?query=x&documentTypeFilter=quick-start-guide&contentTypeFilter=download,software&country=DE'))).toEqual({
      documentTypeFilter: 'quick-start-guide',
      contentTypeFilter: 'download,software',
      country: 'DE',
    });
  });

  it('leaves out what model results cannot take, so the section never fails on a hand-edited address', () => {
    // The agents' model-details filter and unknown types; a country name instead of a code.
    expect(modelFiltersOf(pageAt('?query=x&contentTypeFilter=product,recipes&country=Germany'))).toEqual({});
    expect(modelFiltersOf(pageAt('?query=x'))).toEqual({});
  });
});
