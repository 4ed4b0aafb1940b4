import * as banners from '../../banners/load';
import * as notFound from '../../notFound/load';
import type { BundleSagas } from '../../types';

/**
 * The sagas of the other pages (404, legal)' modules by module id: their loaders.
 * In the browser they are a chunk fetched after hydration (docs/decisions/042-javascript-budget.md, update 4).
 */
export const sagas: BundleSagas = {
  banners: { load: banners.loadBanners },
  notFound: { load: notFound.load },
};
