import type { z } from 'zod';
import type * as misc from '../../content/schemas/misc';
import type { Http } from './http';

/** Which site-search backend a page view belongs to (docs/behaviour.md §6: signed-in and guest backends differ). */
export type PageViewTokenKind = 'signed-in' | 'stored' | 'guest';

/** One page view for the site-search provider (docs/behaviour.md §6, §7). */
export interface PageViewLog {
  locale: string;
  /** Site-search token: signed-in cookie, else local storage, else the guest token (may be empty). */
  token: string;
  tokenKind: PageViewTokenKind;
  /** Stable page name of the analytics payload, e.g. 'support:product:tv:at-55x89j'. */
  pageName: string;
  pageType: string;
  /** Path and query of the page as the visitor sees it. */
  url: string;
  searchTerm?: string;
  resultCount?: number;
  /** The previous page of this visit, when there was one on this site. */
  referrer?: string;
}

/** POST /page-views answer (schemas/misc.ts). */
export type PageViewAck = z.infer<typeof misc.pageViewAckSchema>;

/** Page-view logging for site-search analytics. */
export const analyticsCalls = ({ post }: Http) => ({
  logPageView: (entry: PageViewLog) => post<PageViewAck>('pageView', '/page-views', entry, { locale: entry.locale }),
});
