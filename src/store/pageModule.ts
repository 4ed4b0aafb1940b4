import type { PageState } from './pageSlice';

/**
 * A saga's generator type. The middleware sends back effect results; `never` as the sent type lets
 * typed generators delegate to each other with `yield*` without an `any`.
 */
export type Saga<R = void> = Generator<unknown, R, never>;

/**
 * What the page-load saga needs to know of a module. Module folders add their component on top
 * (src/modules/types.ts); the store never imports the modules, the server and client pass them in.
 */
export interface PageModule {
  id: string;
  /** A critical module's failure fails the page; others are omitted (docs/behaviour.md §4). */
  critical?: boolean;
  /**
   * The page's main content without being critical: when its data cannot be fetched because the
   * content service is down, the page still renders (the module says so and offers a retry) but the
   * server answers 503, so neither a visitor's cache nor a crawler keeps it as a real answer.
   */
  primary?: boolean;
  /** Query parameters the module reads: on client navigation only modules whose own parameters changed reload. */
  queryParams: readonly string[];
  isVisible(page: PageState): boolean;
  load?(page: PageState): Saga<unknown>;
}
