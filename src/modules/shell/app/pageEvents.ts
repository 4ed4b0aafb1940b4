import type { AnalyticsPayload } from '../../../store/analytics';
import type { PageState } from '../../../store/pageSlice';

/** Window events of the page load (docs/behaviour.md §4); tag managers and tests listen to them. */
export const PAGE_LOAD_START = 'page_load_start';
export const PAGE_LOAD_END = 'page_load_end';
export const PAGE_STATE_UPDATED = 'page_state_updated';
export const PAGE_LOAD_ERROR = 'page_load_error';

/**
 * What caused a page-state update. 'initial' is the page the server rendered; back/forward
 * navigations carry no trigger (docs/behaviour.md §4).
 */
export type PageTrigger = NonNullable<PageState['trigger']> | 'initial';

export interface PageLoadDetail {
  pathname: string;
  search: string;
  /** Only some modules reload (same page, other query parameters). */
  partial: boolean;
}

export interface PageLoadEndDetail extends PageLoadDetail {
  ok: boolean;
}

export interface PageStateUpdatedDetail {
  page: PageState;
  trigger?: PageTrigger;
  analytics: AnalyticsPayload;
}

export function emitPageEvent<T>(name: string, detail: T, win: Window = window): void {
  win.dispatchEvent(new CustomEvent<T>(name, { detail }));
}

type DataLayerWindow = Window & { dataLayer?: unknown[] };

/**
 * docs/behaviour.md §3: the analytics payload goes to the tag manager's data layer, one entry per page-state
 * update. The array may have been created by the tag manager before us, or not at all yet.
 */
export function pushToDataLayer(entry: Record<string, unknown>, win: Window = window): void {
  const w = win as DataLayerWindow;
  if (!Array.isArray(w.dataLayer)) w.dataLayer = [];
  w.dataLayer.push(entry);
}

export function pageStateUpdated(page: PageState, analytics: AnalyticsPayload, trigger: PageTrigger | undefined, win: Window = window) {
  const detail: PageStateUpdatedDetail = { page, analytics, ...(trigger ? { trigger } : {}) };
  emitPageEvent(PAGE_STATE_UPDATED, detail, win);
  pushToDataLayer({ event: PAGE_STATE_UPDATED, ...(trigger ? { trigger } : {}), ...analytics }, win);
}
