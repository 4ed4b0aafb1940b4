import type { MetadataResponse } from '../../shared/content/types';
import { parseAgentCookie, selectAnalyticsPayload, siteSearchTokenOf, type TokenStorage } from '../analytics';
import { initialPageState, type PageState } from '../pageSlice';
import { rootReducer, type RootState } from '../rootReducer';

const initialState = rootReducer(undefined, { type: '@@test/init' });

interface StateParts {
  page?: Partial<PageState>;
  organicCount?: number;
  metadata?: MetadataResponse | null;
  /** The download-details data set, which the store may not have yet. */
  downloadDetails?: unknown;
}

function stateOf({ page = {}, organicCount = 0, metadata = null, downloadDetails }: StateParts): RootState {
  const state: RootState = {
    ...initialState,
    page: { ...initialPageState, ...page },
    organicSearch: { ...initialState.organicSearch, count: organicCount },
    metadata: { ...initialState.metadata, data: metadata },
  };
  return downloadDetails === undefined ? state : ({ ...state, downloadDetails } as RootState);
}

const productMetadata: MetadataResponse = {
  data: { kind: 'product', name: 'kd-55x89j', displayName: 'BRAVIA KD-55X89J', modelNumber: 'KD-55X89J' },
  parentCategories: [
    { name: 'tv-home-cinema', displayName: 'TV & Home Cinema' },
    { name: 'televisions', displayName: 'Televisions' },
  ],
};

describe('parseAgentCookie', () => {
  test('reads JSON', () => {
    const raw = JSON.stringify({
      team: 'Tier 2',
      country: 'DE',
      accessLevel: 'internal',
      caseid: 'C-1001',
      companyNumber: 4711,
      username: 'jdoe',
      companyName: 'Support GmbH',
      extra: 'ignored',
    });
    expect(parseAgentCookie(raw)).toEqual({
      team: 'Tier 2',
      country: 'DE',
      accessLevel: 'internal',
      caseid: 'C-1001',
      companyNumber: '4711',
      username: 'jdoe',
      companyName: 'Support GmbH',
    });
  });

  test('reads key=value pairs, URI-encoded values and case-insensitive keys', () => {
    expect(parseAgentCookie('team=Tier%202&country=GB&caseId=C-7&username=a%3Db&broken&=x')).toEqual({
      team: 'Tier 2',
      country: 'GB',
      caseid: 'C-7',
      username: 'a=b',
    });
  });

  test('reads a cookie value encoded as a whole', () => {
    expect(parseAgentCookie(encodeURIComponent('{"team":"Returns","country":"FR"}'))).toEqual({
      team: 'Returns',
      country: 'FR',
    });
    expect(parseAgentCookie('team%3DReturns%26country%3DFR')).toEqual({ team: 'Returns', country: 'FR' });
  });

  test.each([
    undefined,
    '',
    'garbage',
    '{not json',
    '[1,2,3]',
    'null',
    '{"team":{"nested":true},"country":["GB"]}',
    '%E0%A4%A',
    '{"__proto__":{"team":"x"}}',
  ])('never throws on %p and keeps nothing from it', (raw) => {
    expect(parseAgentCookie(raw)).toEqual({});
  });

  test('strips control characters and caps the length', () => {
    const agent = parseAgentCookie(`team=a%0Ab&username=${'x'.repeat(300)}`);
    expect(agent.team).toBe('ab');
    expect(agent.username).toHaveLength(100);
  });
});

describe('selectAnalyticsPayload', () => {
  test('a visitor on the home page', () => {
    expect(selectAnalyticsPayload(stateOf({}))).toEqual({
      pageName: 'support:home',
      template: 'home',
      siteClass: 'external',
      productModelIds: [],
      categoryLevels: [],
    });
  });

  test('an agent searching on a product results page', () => {
    const state = stateOf({
      page: {
        type: 'productManualResults',
        typeAlias: 'productResults',
        searchType: 'manuals',
        searchByType: true,
        params: { categoryName: 'televisions', productName: 'kd-55x89j' },
        query: { query: '  no picture ' },
        cookie: {
          agentAnalytics: 'team=Tier 2&country=GB&accessLevel=internal&caseid=C-42&companyNumber=77&username=jdoe',
          portal: 'asc',
        },
      },
      organicCount: 17,
      metadata: productMetadata,
    });
    expect(selectAnalyticsPayload(state)).toEqual({
      pageName: 'support:productManualResults:televisions:kd-55x89j',
      template: 'productResults',
      siteClass: 'internal',
      agentTeam: 'Tier 2',
      agentCountry: 'GB',
      accessLevel: 'internal',
      caseId: 'C-42',
      agentNumber: '77',
      agentId: 'jdoe',
      searchTerm: 'no picture',
      searchResultCount: 17,
      productModelIds: ['KD-55X89J'],
      categoryLevels: ['tv-home-cinema', 'televisions'],
    });
  });

  test('a portal user with no search results still reports the zero count', () => {
    const state = stateOf({
      page: {
        type: 'homeResults',
        typeAlias: 'homeResults',
        query: { query: 'xyzzy', accessLevel: 'partner' },
        cookie: { portal: 'integrated' },
      },
    });
    expect(selectAnalyticsPayload(state)).toMatchObject({
      pageName: 'support:homeResults',
      siteClass: 'ASC Portal',
      accessLevel: 'partner',
      searchTerm: 'xyzzy',
      searchResultCount: 0,
    });
  });

  test('a garbage agent cookie still marks an agent but adds no agent fields', () => {
    const payload = selectAnalyticsPayload(
      stateOf({ page: { cookie: { agentAnalytics: '{oops', accessLevel: 'guest' } } }),
    );
    expect(payload).toEqual({
      pageName: 'support:home',
      template: 'home',
      siteClass: 'internal',
      accessLevel: 'guest',
      productModelIds: [],
      categoryLevels: [],
    });
  });

  test('a download details page reports the download when the data set exists', () => {
    const page: Partial<PageState> = {
      type: 'downloadDetailsInProductPage',
      typeAlias: 'downloadDetails',
      params: { categoryName: 'televisions', productName: 'kd-55x89j', downloadId: 'd-100' },
    };
    const downloadDetails = {
      isFetching: false,
      hasError: false,
      downloadNo: 'd-100',
      data: { downloadNo: 'FW-2024-01', downloadType: 'firmware', downloadUrl: 'https://files.example.com/fw.zip' },
    };
    expect(selectAnalyticsPayload(stateOf({ page, metadata: productMetadata, downloadDetails }))).toEqual({
      pageName: 'support:downloadDetailsInProductPage:televisions:kd-55x89j',
      template: 'downloadDetails',
      siteClass: 'external',
      downloadNumber: 'FW-2024-01',
      downloadType: 'firmware',
      downloadUrl: 'https://files.example.com/fw.zip',
      productModelIds: ['KD-55X89J'],
      categoryLevels: ['tv-home-cinema', 'televisions'],
    });
    // Without the data set (or with a malformed one) the download fields are simply absent.
    expect(selectAnalyticsPayload(stateOf({ page }))).not.toHaveProperty('downloadNumber');
    expect(selectAnalyticsPayload(stateOf({ page, downloadDetails: 'nonsense' }))).not.toHaveProperty('downloadType');
    expect(selectAnalyticsPayload(stateOf({ page, downloadDetails: { downloadNo: 12, data: null } }))).toMatchObject({
      downloadNumber: '12',
    });
  });

  test('data sets left from an earlier page do not leak into this page', () => {
    const downloadDetails = { data: { downloadNo: 'FW-1', downloadType: 'firmware', downloadUrl: '/x' } };
    const payload = selectAnalyticsPayload(stateOf({ metadata: productMetadata, downloadDetails, organicCount: 9 }));
    expect(payload).toEqual({
      pageName: 'support:home',
      template: 'home',
      siteClass: 'external',
      productModelIds: [],
      categoryLevels: [],
    });
  });

  test('a category page reports its category levels but no product', () => {
    const metadata: MetadataResponse = {
      data: { kind: 'category', name: 'televisions', displayName: 'Televisions' },
      parentCategories: productMetadata.parentCategories,
    };
    const page: Partial<PageState> = {
      type: 'category',
      typeAlias: 'category',
      params: { categoryName: 'televisions' },
    };
    expect(selectAnalyticsPayload(stateOf({ page, metadata }))).toMatchObject({
      pageName: 'support:category:televisions',
      productModelIds: [],
      categoryLevels: ['tv-home-cinema', 'televisions'],
    });
  });

  test('is memoised: the same state gives the same payload object', () => {
    const state = stateOf({ page: { query: { query: 'remote' } }, organicCount: 3 });
    expect(selectAnalyticsPayload(state)).toBe(selectAnalyticsPayload(state));
  });
});

describe('siteSearchTokenOf', () => {
  const NOW = Date.parse('2025-06-01T12:00:00Z');
  const storage = (value: string | null): TokenStorage => ({
    get: (key) => (key === 'siteSearchToken' ? value : null),
  });
  const noStorage: TokenStorage = { get: () => null };
  const future = String(NOW + 3_600_000);
  const past = String(NOW - 1);

  test('uses the signed-in token from the cookie first', () => {
    const cookies = { siteSearch: `authToken=auth-1&providerToken=prov-1&expiresAt=${future}` };
    expect(siteSearchTokenOf(cookies, storage('stored-1'), { guestToken: 'guest-1', now: NOW })).toEqual({
      token: 'prov-1',
      kind: 'signed-in',
    });
  });

  test('reads a raw document.cookie string and expiry in seconds or as a date', () => {
    const seconds = String(Math.floor(NOW / 1000) + 60);
    const raw = `other=1; siteSearch=authToken=a&providerToken=p%2B1&expiresAt=${seconds}; last=2`;
    expect(siteSearchTokenOf(raw, noStorage, { now: NOW })).toEqual({ token: 'p+1', kind: 'signed-in' });
    const iso = { siteSearch: 'authToken=a&providerToken=p-2&expiresAt=2025-06-02T00:00:00Z' };
    expect(siteSearchTokenOf(iso, noStorage, { now: NOW })).toEqual({ token: 'p-2', kind: 'signed-in' });
    const encoded = { siteSearch: encodeURIComponent(`authToken=a&providerToken=p-3&expiresAt=${future}`) };
    expect(siteSearchTokenOf(encoded, noStorage, { now: NOW })).toEqual({ token: 'p-3', kind: 'signed-in' });
  });

  test.each([
    { name: 'expired', value: `authToken=a&providerToken=p&expiresAt=${past}` },
    { name: 'without expiry', value: 'authToken=a&providerToken=p' },
    { name: 'with an unreadable expiry', value: 'authToken=a&providerToken=p&expiresAt=soon' },
    { name: 'without authToken', value: `providerToken=p&expiresAt=${future}` },
    { name: 'without a provider token', value: `authToken=a&expiresAt=${future}` },
    { name: 'garbage', value: '%%%&&&==' },
  ])('a cookie $name falls back to the stored token', ({ value }) => {
    expect(
      siteSearchTokenOf({ siteSearch: value }, storage(' stored-2 '), { guestToken: 'guest-2', now: NOW }),
    ).toEqual({
      token: 'stored-2',
      kind: 'stored',
    });
  });

  test('falls back to the guest token when nothing is stored', () => {
    expect(siteSearchTokenOf({}, storage(''), { guestToken: 'guest-3', now: NOW })).toEqual({
      token: 'guest-3',
      kind: 'guest',
    });
    expect(siteSearchTokenOf('', noStorage, { now: NOW })).toEqual({ token: '', kind: 'guest' });
  });

  test('blocked local storage counts as empty', () => {
    const blocked: TokenStorage = {
      get: () => {
        throw new Error('SecurityError');
      },
    };
    expect(siteSearchTokenOf({}, blocked, { guestToken: 'guest-4', now: NOW })).toEqual({
      token: 'guest-4',
      kind: 'guest',
    });
  });
});
