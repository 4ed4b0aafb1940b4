import * as banners from '../../banners/load';
import * as organicSearch from '../../organicSearch/load';
import * as pageHeader from '../../pageHeader/load';
import * as searchBox from '../../searchBox/load';
import type { BundleSagas } from '../../types';

/**
 * The sagas of the search results pages' modules by module id: their loaders.
 * In the browser they are a chunk fetched after hydration (docs/decisions/042-javascript-budget.md, update 4).
 */
export const sagas: BundleSagas = {
  banners: { load: banners.loadBanners },
  organicSearch: { load: organicSearch.load },
  pageHeader: { load: pageHeader.load },
  searchBox: { load: searchBox.load },
};
