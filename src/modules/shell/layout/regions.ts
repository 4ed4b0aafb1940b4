import type { PageType } from '../../../routes/routeTable';
import type { ModuleDefinition } from '../../types';

/** Page types laid out in two columns on wide screens: the product and category hubs and their tabs. */
export const TWO_COLUMN_TYPES: ReadonlySet<PageType> = new Set<PageType>([
  'product',
  'productManual',
  'productDownload',
  'productFaq',
  'category',
  'categoryManual',
  'categoryDownload',
  'categoryFaq',
]);

export function usesTwoColumns(
  page: { type: PageType },
  modules: readonly Pick<ModuleDefinition, 'region'>[],
): boolean {
  return TWO_COLUMN_TYPES.has(page.type) && modules.some((m) => m.region === 'aside');
}

/**
 * Top: the leading modules up to the last one declared 'top' (the page header and search box come
 * before the in-page navigation); aside: the modules declared 'aside'; main: the rest, in order.
 */
export function splitRegions<T extends Pick<ModuleDefinition, 'region'>>(
  modules: readonly T[],
): { top: T[]; main: T[]; aside: T[] } {
  const lastTop = modules.reduce((last, m, i) => (m.region === 'top' ? i : last), -1);
  const top = modules.slice(0, lastTop + 1).filter((m) => m.region !== 'aside');
  const rest = modules.slice(lastTop + 1);
  return {
    top,
    main: rest.filter((m) => m.region !== 'aside'),
    aside: [...modules.slice(0, lastTop + 1), ...rest].filter((m) => m.region === 'aside'),
  };
}
