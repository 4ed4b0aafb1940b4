import { detailsSlices } from './detailsSlices';
import { toolSlices } from './toolSlices';

/**
 * Every slice a page bundle brings (the tools', the details pages'): the server's store has them all from the
 * start, the browser's adds each bundle's when it loads (docs/decisions/042-javascript-budget.md, updates 4 and 6).
 */
export const lazySlices = { ...toolSlices, ...detailsSlices };

export type LazySlices = typeof lazySlices;
