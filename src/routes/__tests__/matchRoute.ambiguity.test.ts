import { matchRoute } from '../matchRoute';

const base = '/electronics/support';
const route = (path: string) => matchRoute(`${base}${path}`);

describe('matchRoute: paths that several patterns match', () => {
  it.each([
    ['/downloads/results', 'homeDownloadResults', {}],
    ['/repair-documents/results', 'homeRepairResults', {}],
    ['/repair-documents/abc', 'repairDocumentDetails', { contentFamilyId: 'abc' }],
    ['/tv/downloads/abc', 'downloadDetails', { categoryName: 'tv', downloadId: 'abc' }],
    ['/tv/kd-55x89j/downloads/abc', 'downloadDetailsInProductPage', { categoryName: 'tv', productName: 'kd-55x89j', downloadId: 'abc' }],
    ['/software/pro/123', 'softwareDetails', { channel: 'pro', articleFamilyId: '123' }],
    ['/tv/software/pro/123', 'softwareDetails', { categoryName: 'tv', channel: 'pro', articleFamilyId: '123' }],
    ['/tv/results', 'categoryResults', { categoryName: 'tv' }],
    ['/tv/kd-55x89j/model-details/results', 'productModelDetailResults', { categoryName: 'tv', productName: 'kd-55x89j' }],
    ['/tv/manuals', 'categoryManual', { categoryName: 'tv' }],
    ['/manuals/results', 'homeManualResults', {}],
    ['/tv/downloads/results', 'categoryDownloadResults', { categoryName: 'tv' }],
    ['/tvhelp', 'smartHelp', {}],
    ['/tvhelp/error', 'smartHelp', { subPage: 'error' }],
    ['/remote-control-programming/models', 'remoteProgrammingCodeWithResults', {}],
    // A lone id after a detail prefix is the id, even when it spells a channel.
    ['/software/pro', 'softwareDetails', { articleFamilyId: 'pro' }],
  ])('%s -> %s', (path, type, params) => {
    const result = route(path);
    expect(result.type).toBe(type);
    expect(result.params).toEqual(params);
  });
});

describe('matchRoute: channel validation', () => {
  it.each(['pro', 'mobile', 'con'])('accepts the %s channel', (channel) => {
    expect(route(`/articles/${channel}/1`)).toMatchObject({ type: 'articleDetails', params: { channel, articleFamilyId: '1' } });
  });

  // Decision: an unknown channel is not a detail page at all. No other row has that shape, so the
  // visitor gets the not-found page instead of an article looked up under a made-up channel.
  it.each([
    '/software/xyz/123',
    '/tv/software/xyz/123',
    '/tv/kd-55x89j/software/xyz/123',
    '/articles/PRO/1',
    '/repair-documents/consumer/cf-1',
  ])('%s -> others', (path) => {
    expect(route(path)).toMatchObject({ type: 'others', params: {} });
  });

  it('lets a less specific row win when the channel row is rejected', () => {
    // 'downloads' is no channel, so this is a download on a product named 'software'.
    expect(route('/tv/software/downloads/abc')).toMatchObject({
      type: 'downloadDetailsInProductPage',
      params: { categoryName: 'tv', productName: 'software', downloadId: 'abc' },
    });
  });
});

describe('matchRoute: URL normalisation', () => {
  it.each([
    ['/tv/kd-55x89j/manuals?manuals-lang=de', 'productManual'],
    ['/tv/kd-55x89j/manuals#top', 'productManual'],
    ['/tv/kd-55x89j/manuals?q=1#frag/ment', 'productManual'],
    ['/tv/kd-55x89j/manuals#frag?not=query', 'productManual'],
    ['/tv/kd-55x89j/manuals/', 'productManual'],
    ['/tv/kd-55x89j/manuals/?query=x', 'productManual'],
  ])('%s -> %s with query, hash and one trailing slash dropped', (path, type) => {
    expect(route(path)).toMatchObject({ type, pathname: '/tv/kd-55x89j/manuals', params: { categoryName: 'tv', productName: 'kd-55x89j' } });
  });

  it('strips only one trailing slash', () => {
    expect(route('/tv//').type).toBe('others');
    expect(route('//tv').type).toBe('others');
  });

  it.each(['', '/', '?query=tv', '#x', '/?a=b'])('treats the base followed by "%s" as home', (rest) => {
    expect(matchRoute(`${base}${rest}`)).toMatchObject({ type: 'home', pathname: '/', params: {}, locale: 'en_GB' });
  });

  it.each(['/de', '/de/', '/de?x=1'])('treats %s under the base as the German home page', (prefixed) => {
    const path = prefixed.replace('/de', `/de${base}`);
    expect(matchRoute(path)).toMatchObject({ type: 'home', locale: 'de_DE', languagePrefix: 'de', pathname: '/' });
  });

  it('decodes parameters, including encoded slashes and unicode', () => {
    expect(route('/t%C3%A9l%C3%A9/a%2Fb%20c').params).toEqual({ categoryName: 'télé', productName: 'a/b c' });
    expect(route('/télé/kd').params).toEqual({ categoryName: 'télé', productName: 'kd' });
  });

  it('matches literals case-sensitively, so an upper-case type segment names a product', () => {
    expect(route('/tv/MANUALS')).toMatchObject({ type: 'product', params: { categoryName: 'tv', productName: 'MANUALS' } });
  });

  it('accepts an absolute URL and routes on its path', () => {
    expect(matchRoute('https://www.example.com/fr/electronics/support/tv?x=1')).toMatchObject({
      type: 'category',
      locale: 'fr_FR',
      params: { categoryName: 'tv' },
    });
  });
});

describe('matchRoute: outside the base', () => {
  it.each([
    ['', 'en_GB', ''],
    ['/', 'en_GB', ''],
    ['/electronics', 'en_GB', ''],
    ['/electronics/supportive/tv', 'en_GB', ''],
    ['/xx/electronics/support/tv', 'en_GB', ''],
    ['/de/somewhere/else', 'de_DE', 'de'],
    ['/fr', 'fr_FR', 'fr'],
    ['electronics/support/tv', 'en_GB', ''],
  ])('"%s" -> others (%s)', (url, locale, languagePrefix) => {
    expect(matchRoute(url)).toEqual({
      type: 'others',
      typeAlias: 'others',
      searchByType: false,
      searchType: 'none',
      params: {},
      locale,
      languagePrefix,
      pathname: url,
    });
  });

  it('routes paths below an unmatched depth to others', () => {
    expect(route('/a/b/c/d/e/f/g')).toMatchObject({ type: 'others', pathname: '/a/b/c/d/e/f/g' });
    expect(matchRoute(`/de${base}/a/b/c/d/e/f/g`)).toMatchObject({ type: 'others', locale: 'de_DE' });
  });
});

describe('matchRoute: configured base path', () => {
  it('removes a custom base path, with or without a trailing slash', () => {
    expect(matchRoute('/support/tv', { basePath: '/support' })).toMatchObject({ type: 'category', params: { categoryName: 'tv' } });
    expect(matchRoute('/support/tv', { basePath: '/support/' })).toMatchObject({ type: 'category' });
    expect(matchRoute('/de/support/tv/manuals', { basePath: '/support' })).toMatchObject({ type: 'categoryManual', locale: 'de_DE' });
    expect(matchRoute('/electronics/support/tv', { basePath: '/support' }).type).toBe('others');
  });

  it('matches from the root with an empty base, where the empty result is the root path', () => {
    expect(matchRoute('', { basePath: '' })).toMatchObject({ type: 'home', pathname: '/' });
    expect(matchRoute('/', { basePath: '' })).toMatchObject({ type: 'home', pathname: '/' });
    expect(matchRoute('/tv/kd-55x89j', { basePath: '' })).toMatchObject({ type: 'product' });
    expect(matchRoute('/de/tv', { basePath: '' })).toMatchObject({ type: 'category', locale: 'de_DE', params: { categoryName: 'tv' } });
  });
});
