import { ascAuth } from '../dataSets';
import { ascPortalSlice } from '../ascPortalSlice';
import { FOCUS_MAP_LIMIT, focusedElementOf, focusMapActions, focusMapSlice, type FocusEntry } from '../focusMapSlice';
import { pageActions, pageSlice } from '../pageSlice';
import { pageStateFor } from '../pageState';

/** docs/behaviour.md §3 state that lives across the pages of a visit: focus map, isAscPortal, title-change. */

describe('focus map (docs/behaviour.md §3, §4)', () => {
  const reduce = (state: FocusEntry[], url: string, elementId: string) =>
    focusMapSlice.reducer(state, focusMapActions.focusRemembered({ url, elementId }));

  it('updates the entry of a url it has, appends one it has not', () => {
    let map = reduce([], '/electronics/support/results?query=wifi', 'result-faq-article-00100006');
    map = reduce(map, '/electronics/support/televisions', 'search-input');
    map = reduce(map, '/electronics/support/results?query=wifi', 'result-document-00200001');
    expect(map).toEqual([
      { url: '/electronics/support/results?query=wifi', elementId: 'result-document-00200001' },
      { url: '/electronics/support/televisions', elementId: 'search-input' },
    ]);
    expect(focusedElementOf(map, '/electronics/support/televisions')).toBe('search-input');
    expect(focusedElementOf(map, '/electronics/support/audio')).toBeUndefined();
  });

  it('keeps the latest pages of a long visit', () => {
    let map: FocusEntry[] = [];
    for (let i = 0; i <= FOCUS_MAP_LIMIT; i += 1) map = reduce(map, `/p${i}`, 'x');
    expect(map).toHaveLength(FOCUS_MAP_LIMIT);
    expect(focusedElementOf(map, '/p0')).toBeUndefined();
    expect(focusedElementOf(map, `/p${FOCUS_MAP_LIMIT}`)).toBe('x');
  });
});

describe('isAscPortal (docs/behaviour.md §3, §4)', () => {
  const status = (signedIn: boolean) => ({ signedIn, loginUrl: '/login', logoutUrl: '/logout' });
  it('is false while the sign-in status is asked for and when that failed, true once it says signed in', () => {
    const reduce = ascPortalSlice.reducer;
    expect(reduce(undefined, { type: 'init' })).toBe(false);
    expect(reduce(false, ascAuth.actions.received(status(true)))).toBe(true);
    expect(reduce(true, ascAuth.actions.request())).toBe(false);
    expect(reduce(true, ascAuth.actions.failed())).toBe(false);
    expect(reduce(true, ascAuth.actions.received(status(false)))).toBe(false);
  });
});

describe('context parameter title-change (docs/behaviour.md §3)', () => {
  const at = (search: string) =>
    pageStateFor({
      path: '/electronics/support/televisions',
      search,
      query: Object.fromEntries(new URLSearchParams(search)),
      cookies: {},
      userAgent: '',
      config: { featureToggles: {}, liteVisibleModules: [] },
      origin: 'client',
    });

  it('is read from the address: false or 0 keeps the host’s title, true or 1 lets the site set it', () => {
    expect(at('?title-change=false').titleChange).toBe(false);
    expect(at('?title-change=0').titleChange).toBe(false);
    expect(at('?title-change=true').titleChange).toBe(true);
    expect('titleChange' in at('')).toBe(false);
    expect('titleChange' in at('?title-change=maybe')).toBe(false);
  });

  it('holds for the client navigations that follow, until an address says otherwise', () => {
    let page = pageSlice.reducer(undefined, pageActions.navigated(at('?title-change=false')));
    page = pageSlice.reducer(page, pageActions.navigated(at('?query=wifi')));
    expect(page.titleChange).toBe(false);
    page = pageSlice.reducer(page, pageActions.navigated(at('?title-change=true')));
    expect(page.titleChange).toBe(true);
  });
});
