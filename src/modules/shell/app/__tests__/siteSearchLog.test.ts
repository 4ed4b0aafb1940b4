import { initialPageState, type PageState } from '../../../../store/pageSlice';
import type { AnalyticsPayload } from '../../../../store/analytics';
import { pageViewOf, sitePathOf, withoutFailedCount } from '../siteSearchLog';

const SITE = 'https://support.example.com';
const page: PageState = {
  ...initialPageState,
  type: 'homeResults',
  locale: 'de_DE',
  location: { pathname: '/de/electronics/support/results', search: '?query=hdmi', hash: '' },
};
const analytics: AnalyticsPayload = {
  pageName: 'support:homeResults',
  template: 'homeResults',
  siteClass: 'external',
  searchTerm: 'hdmi',
  searchResultCount: 42,
  productModelIds: [],
  categoryLevels: [],
};
const empty = { get: () => null };

describe('site-search page views (docs/behaviour.md §6)', () => {
  it('describe the page as the visitor sees it, with the guest token when nothing else is known', () => {
    expect(pageViewOf(page, analytics, '', empty, undefined, SITE)).toEqual({
      locale: 'de_DE',
      token: '',
      tokenKind: 'guest',
      pageName: 'support:homeResults',
      pageType: 'homeResults',
      url: '/de/electronics/support/results?query=hdmi',
      searchTerm: 'hdmi',
      resultCount: 42,
    });
  });

  it('take the stored token before the guest one, and the signed-in cookie before both', () => {
    const stored = { get: (key: string) => (key === 'siteSearchToken' ? 'from-storage' : null) };
    expect(pageViewOf(page, analytics, '', stored, undefined, SITE)).toMatchObject({ token: 'from-storage', tokenKind: 'stored' });
    const expires = Math.floor(Date.now() / 1000) + 600;
    const cookie = `siteSearch=${encodeURIComponent(`authToken=a&providerToken=signed&expiresAt=${expires}`)}`;
    expect(pageViewOf(page, analytics, cookie, stored, undefined, SITE)).toMatchObject({ token: 'signed', tokenKind: 'signed-in' });
  });

  it('keep the previous page of the visit only when it is on this site', () => {
    expect(pageViewOf(page, analytics, '', empty, '/electronics/support/tv', SITE).referrer).toBe('/electronics/support/tv');
    expect(pageViewOf(page, analytics, '', empty, `${SITE}/electronics/support/faqs?x=1`, SITE).referrer).toBe('/electronics/support/faqs?x=1');
    expect(pageViewOf(page, analytics, '', empty, 'https://www.search-engine.example/?q=aurora', SITE)).not.toHaveProperty('referrer');
    expect(sitePathOf('//evil.example/x', SITE)).toBeUndefined();
    expect(sitePathOf('not a url', SITE)).toBeUndefined();
  });

  it('leave the result count out when the search itself failed, so it does not count as finding nothing', () => {
    const failed = pageViewOf(page, withoutFailedCount({ ...analytics, searchResultCount: 0 }, true), '', empty, undefined, SITE);
    expect(failed.searchTerm).toBe('hdmi');
    expect('resultCount' in JSON.parse(JSON.stringify(failed))).toBe(false);
    expect(pageViewOf(page, withoutFailedCount({ ...analytics, searchResultCount: 0 }, false), '', empty, undefined, SITE).resultCount).toBe(0);
  });
});
