import * as articleDetails from '../../articleDetails/load';
import * as banners from '../../banners/load';
import * as downloadDetails from '../../downloadDetails/load';
import * as helpfulness from '../../helpfulness/load';
import * as pageHeader from '../../pageHeader/load';
import * as repairDocumentDetails from '../../repairDocumentDetails/load';
import * as searchBox from '../../searchBox/load';
import * as softwareDetails from '../../softwareDetails/load';
import type { BundleSagas } from '../../types';

/**
 * The sagas of the details pages' modules by module id: their loaders.
 * In the browser they are a chunk fetched after hydration (docs/decisions/042-javascript-budget.md, update 4).
 */
export const sagas: BundleSagas = {
  articleDetails: { load: articleDetails.load },
  banners: { load: banners.loadBanners },
  downloadDetails: { load: downloadDetails.load },
  helpfulness: { load: helpfulness.loadHelpfulness },
  pageHeader: { load: pageHeader.load },
  repairDocumentDetails: { load: repairDocumentDetails.load },
  searchBox: { load: searchBox.load },
  softwareDetails: { load: softwareDetails.load },
};
