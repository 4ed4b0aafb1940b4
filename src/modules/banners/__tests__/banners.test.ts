import type { Api } from '../../../shared/api/createApi';
import type { Banner } from '../../../shared/content/hubTypes';
import type { PageType } from '../../../routes/routeTable';
import { PAGE_TYPES } from '../../../routes/routeTable';
import { makeStore } from '../../../store/makeStore';
import type { PageState } from '../../../store/pageSlice';
import { fakeApi, page } from '../../../store/__tests__/testSupport';
import { banners, specificBanners } from '../../../store/dataSets';
import { BANNER_PAGE_TYPES, offersSystem, operatingSystemOf } from '../bannerRules';
import { loadBanners } from '../load';

const banner = (id: string): Banner => ({
  id,
  title: id,
  text: '',
  linkText: 'More',
  linkUrl: '/',
  image: '',
  theme: 'light',
});

function recordingApi() {
  const calls: string[] = [];
  const api = fakeApi({
    banners: (p: Parameters<Api['banners']>[0]) => {
      calls.push(`banners ${p.category ?? '-'} ${p.model ?? '-'}`);
      return Promise.resolve({ banners: [banner('category')] });
    },
    specificBanners: (p: Parameters<Api['specificBanners']>[0]) => {
      calls.push(`os ${p.operatingSystem}`);
      return Promise.resolve({ banners: [banner('os')] });
    },
  });
  return { api, calls };
}

const typeAliasOf = (type: PageType) =>
  type.startsWith('product') && !type.endsWith('Results') && type !== 'productTechSpecs'
    ? 'product'
    : type.startsWith('category') && !type.endsWith('Results')
      ? 'category'
      : type;

async function run(type: PageType, overrides: Partial<PageState> = {}) {
  const { api, calls } = recordingApi();
  const store = makeStore(undefined, { api });
  // Banners held from an earlier page: they must not outlive a page that has none.
  store.dispatch(banners.actions.received([banner('stale')]));
  store.dispatch(specificBanners.actions.received([banner('stale-os')]));
  const p = page({
    type,
    typeAlias: typeAliasOf(type),
    params: { categoryName: 'televisions', productName: 'at-55x89j' },
    ...overrides,
  });
  await store.runSaga(loadBanners, p).toPromise();
  return { state: store.getState(), calls };
}

describe('banners load only on the category and product kinds of docs/behaviour.md §5 and reset elsewhere', () => {
  it('lists exactly the eight kinds', () => {
    expect([...BANNER_PAGE_TYPES].sort()).toEqual(
      [
        'category',
        'categoryDownload',
        'categoryFaq',
        'categoryManual',
        'product',
        'productDownload',
        'productFaq',
        'productManual',
      ].sort(),
    );
  });

  it.each(PAGE_TYPES.filter((type) => BANNER_PAGE_TYPES.has(type)))('%s loads banners', async (type) => {
    const { state, calls } = await run(type);
    expect(state.banners.data.map((b) => b.id)).toEqual(['category']);
    expect(calls[0]).toBe(type.startsWith('product') ? 'banners televisions at-55x89j' : 'banners televisions -');
  });

  it.each(PAGE_TYPES.filter((type) => !BANNER_PAGE_TYPES.has(type)))(
    '%s resets them and makes no call',
    async (type) => {
      const { state, calls } = await run(type);
      expect(calls).toEqual([]);
      expect(state.banners.data).toEqual([]);
      expect(state.specificBanners.data).toEqual([]);
    },
  );

  it('loads the operating-system banners on the product’s downloads tab only', async () => {
    const windows = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64)';
    const downloads = await run('productDownload', { userAgent: windows });
    expect(downloads.calls).toContain('os Windows');
    expect(downloads.state.specificBanners.data.map((b) => b.id)).toEqual(['os']);
    for (const type of ['product', 'category'] as const) {
      const other = await run(type, { userAgent: windows });
      expect(other.calls.some((c) => c.startsWith('os'))).toBe(false);
      expect(other.state.specificBanners.data).toEqual([]);
    }
  });
});

describe('the operating system of the specific banners', () => {
  it('is the chosen download filter, else the browser’s system', () => {
    expect(operatingSystemOf({ query: { 'operating-system': 'macOS 14' }, userAgent: 'Windows NT 10.0' })).toBe(
      'macOS 14',
    );
    expect(operatingSystemOf({ query: {}, userAgent: 'Mozilla/5.0 (Linux; Android 14; Pixel 8)' })).toBe('Android');
    expect(operatingSystemOf({ query: {}, userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X)' })).toBe(
      'iOS',
    );
    expect(operatingSystemOf({ query: {}, userAgent: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5)' })).toBe('macOS');
    expect(operatingSystemOf({ query: {}, userAgent: 'Mozilla/5.0 (X11; Ubuntu; Linux x86_64)' })).toBe('Linux');
    expect(operatingSystemOf({ query: {}, userAgent: 'curl/8.5' })).toBeUndefined();
  });
});

describe('a banner for the visitor’s system', () => {
  it('belongs where the product offers downloads for that system', () => {
    // A television's downloads are its firmware: no banner for Linux or Windows there.
    expect(offersSystem(['Device firmware'], 'Linux')).toBe(false);
    expect(offersSystem(['Windows 11', 'Windows 10', 'macOS 14'], 'Windows')).toBe(true);
    expect(offersSystem(['Windows 11', 'macOS 14'], 'macOS')).toBe(true);
    expect(offersSystem(['Windows 11', 'macOS 14'], 'Android')).toBe(false);
    // Before the product's systems are known, and never without a system.
    expect(offersSystem([], 'Linux')).toBe(true);
    expect(offersSystem(['Windows 11'], undefined)).toBe(false);
  });
});
