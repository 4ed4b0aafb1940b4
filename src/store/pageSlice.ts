import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { PageType } from '../routes/routeTable';
import type { SearchType } from '../shared/content/types';
import { DEFAULT_LOCALE, type Locale } from '../shared/locale';
import type { SiteConfig } from '../shared/config';

export type QueryParams = Record<string, string | string[]>;

export interface PageLocation {
  pathname: string;
  search: string;
  hash: string;
}

/** docs/behaviour.md §3 page state. Tests and tools read it from the preloaded state as `state.page`. */
export interface PageState {
  type: PageType;
  searchByType: boolean;
  typeAlias: string;
  searchType: SearchType;
  origin: 'server' | 'client';
  location: PageLocation;
  /** Path after the support base ('/' for the root). */
  pathname: string;
  languagePrefix: string;
  params: Record<string, string>;
  query: QueryParams;
  locale: Locale;
  /** Only the cookies the spec's rules read; never session or secret cookies. */
  cookie: Record<string, string>;
  userAgent: string;
  config: SiteConfig;
  /** Per-module facts the loaders derived (e.g. the product name from modelName). */
  moduleData: Record<string, unknown>;
  /** What the page itself needs: title, status, not-found flag. */
  /**
   * `partial`: the page renders although its status is 503 (its main content could not be fetched
   * and says so itself) instead of the generic error page.
   */
  pageData: { title?: string; status: number; notFound?: boolean; partial?: boolean };
  /** A full page load (new page type or path) vs. a partial reload of changed modules. */
  isLoading: boolean;
  isPartialLoading: boolean;
  loadError: string | null;
  /**
   * Context parameter `title-change` (docs/behaviour.md §3): false when the page that opened the site (a CRM,
   * a portal frame) keeps its own document title. Kept for the client navigations that follow, until
   * an address sets it again.
   */
  titleChange?: boolean;
  /** Which navigation caused the last load, for page_state_updated (absent on back/forward). */
  trigger?: 'navigation' | 'load-more' | 'filter' | 'search';
}

export const initialPageState: PageState = {
  type: 'home',
  searchByType: false,
  typeAlias: 'home',
  searchType: 'none',
  origin: 'server',
  location: { pathname: '/', search: '', hash: '' },
  pathname: '/',
  languagePrefix: '',
  params: {},
  query: {},
  locale: DEFAULT_LOCALE,
  cookie: {},
  userAgent: '',
  config: { featureToggles: {}, liteVisibleModules: [] },
  moduleData: {},
  pageData: { status: 200 },
  isLoading: false,
  isPartialLoading: false,
  loadError: null,
};

export const pageSlice = createSlice({
  name: 'page',
  initialState: initialPageState,
  reducers: {
    /**
     * The error marker left the address bar after the reload it caused (docs/behaviour.md §8): the page's
     * query and location follow, so links built from them do not bring it back. Nothing reloads.
     */
    errorMarkerRemoved(state) {
      delete state.query.error;
      const params = new URLSearchParams(state.location.search);
      params.delete('error');
      const rest = params.toString();
      state.location.search = rest ? `?${rest}` : '';
    },
    /** The location changed: the router's match and the new query become the page. */
    navigated(state, action: PayloadAction<Partial<PageState> & Pick<PageState, 'type' | 'location'>>) {
      return { ...state, ...action.payload, origin: 'client', loadError: null, pageData: { status: 200 } };
    },
    loadStarted(state, action: PayloadAction<{ partial: boolean }>) {
      state.isLoading = !action.payload.partial;
      state.isPartialLoading = action.payload.partial;
      state.loadError = null;
    },
    loadFinished(state) {
      state.isLoading = false;
      state.isPartialLoading = false;
    },
    loadFailed(state, action: PayloadAction<string>) {
      state.isLoading = false;
      state.isPartialLoading = false;
      state.loadError = action.payload;
    },
    typeChanged(state, action: PayloadAction<PageType>) {
      state.type = action.payload;
    },
    setPageData(state, action: PayloadAction<Partial<PageState['pageData']>>) {
      state.pageData = { ...state.pageData, ...action.payload };
    },
    setModuleData(state, action: PayloadAction<{ key: string; value: unknown }>) {
      state.moduleData[action.payload.key] = action.payload.value;
    },
  },
});

export const pageActions = pageSlice.actions;
