import * as ascAccount from '../../ascAccount/load';
import * as banners from '../../banners/load';
import * as categories from '../../categories/load';
import * as externalContent from '../../externalContent/load';
import * as modelDetails from '../../modelDetails/load';
import * as modelResults from '../../modelResults/load';
import * as newsForAsc from '../../newsForAsc/load';
import * as organicSearch from '../../organicSearch/load';
import * as pageHeader from '../../pageHeader/load';
import * as serviceManual from '../../serviceManual/load';
import * as technicalNews from '../../technicalNews/load';
import * as repairRelatedDocuments from '../../repairRelatedDocuments/load';
import * as repairTools from '../../repairTools/load';
import * as technicalMemo from '../../technicalMemo/load';
import * as trainingInformation from '../../trainingInformation/load';
import * as serviceInformation from '../../serviceInformation/load';
import * as searchBox from '../../searchBox/load';
import * as searchInsights from '../../searchInsights/load';
import * as programmeNotice from '../../programmeNotice/load';
import * as whatsNew from '../../whatsNew/load';
import type { BundleSagas } from '../../types';

/**
 * The sagas of the service portal pages' modules by module id: their loaders.
 * In the browser they are a chunk fetched after hydration (docs/decisions/042-javascript-budget.md, update 4).
 */
export const sagas: BundleSagas = {
  ascAccount: { load: ascAccount.load },
  banners: { load: banners.loadBanners },
  categories: { load: categories.load },
  externalContent: { load: externalContent.load },
  modelDetails: { load: modelDetails.load },
  modelResults: { load: modelResults.load },
  newsForAsc: { load: newsForAsc.load },
  organicSearch: { load: organicSearch.load },
  pageHeader: { load: pageHeader.load },
  serviceManual: { load: serviceManual.loadServiceManual },
  technicalNews: { load: technicalNews.loadTechnicalNews },
  repairRelatedDocuments: { load: repairRelatedDocuments.loadRepairRelatedDocuments },
  repairTools: { load: repairTools.loadRepairTools },
  technicalMemo: { load: technicalMemo.loadTechnicalMemo },
  trainingInformation: { load: trainingInformation.loadTrainingInformation },
  serviceInformation: { load: serviceInformation.loadServiceInformation },
  searchBox: { load: searchBox.load },
  searchInsights: { load: searchInsights.loadSearchInsights },
  programmeNotice: { load: programmeNotice.loadProgrammeNotice },
  whatsNew: { load: whatsNew.load },
};
