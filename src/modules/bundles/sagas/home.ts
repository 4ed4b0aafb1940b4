import * as banners from '../../banners/load';
import * as categories from '../../categories/load';
import * as searchBox from '../../searchBox/load';
import * as specialMessage from '../../specialMessage/load';
import * as supportTools from '../../supportTools/load';
import type { BundleSagas } from '../../types';

/**
 * The sagas of the home page' modules by module id: their loaders.
 * In the browser they are a chunk fetched after hydration (docs/decisions/042-javascript-budget.md, update 4).
 */
export const sagas: BundleSagas = {
  banners: { load: banners.loadBanners },
  categories: { load: categories.load },
  searchBox: { load: searchBox.load },
  specialMessage: { load: specialMessage.loadSpecialMessage },
  supportTools: { load: supportTools.loadSupportTools },
};
