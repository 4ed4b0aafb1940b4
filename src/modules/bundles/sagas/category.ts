import * as banners from '../../banners/load';
import * as categories from '../../categories/load';
import * as contextCategories from '../../contextCategories/load';
import * as faqBundles from '../../faqBundles/load';
import * as modelResults from '../../modelResults/load';
import * as newsAndAlerts from '../../newsAndAlerts/load';
import * as pageHeader from '../../pageHeader/load';
import * as searchBox from '../../searchBox/load';
import * as seo from '../../seo/load';
import * as specialMessage from '../../specialMessage/load';
import * as supportVideos from '../../supportVideos/load';
import type { BundleSagas } from '../../types';

/**
 * The sagas of the category pages' modules by module id: their loaders.
 * In the browser they are a chunk fetched after hydration (docs/decisions/042-javascript-budget.md, update 4).
 */
export const sagas: BundleSagas = {
  banners: { load: banners.loadBanners },
  categories: { load: categories.load },
  contextCategories: { load: contextCategories.load },
  faqBundles: { load: faqBundles.loadFaqBundles },
  modelResults: { load: modelResults.load },
  newsAndAlerts: { load: newsAndAlerts.load },
  pageHeader: { load: pageHeader.load },
  searchBox: { load: searchBox.load },
  seo: { load: seo.load },
  specialMessage: { load: specialMessage.loadSpecialMessage },
  supportVideos: { load: supportVideos.loadSupportVideos },
};
