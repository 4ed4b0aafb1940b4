import * as ascAccount from '../../ascAccount/load';
import * as banners from '../../banners/load';
import * as compatibility from '../../compatibility/load';
import * as contextCategories from '../../contextCategories/load';
import * as downloads from '../../downloads/load';
import * as faqBundles from '../../faqBundles/load';
import * as faqs from '../../faqs/load';
import * as manuals from '../../manuals/load';
import * as modelDetails from '../../modelDetails/load';
import * as newsAndAlerts from '../../newsAndAlerts/load';
import * as pageHeader from '../../pageHeader/load';
import * as serviceManual from '../../serviceManual/load';
import * as technicalNews from '../../technicalNews/load';
import * as searchBox from '../../searchBox/load';
import * as seo from '../../seo/load';
import * as specialMessage from '../../specialMessage/load';
import * as specifications from '../../specifications/load';
import * as specificationsSummary from '../../specificationsSummary/load';
import * as supportRequest from '../../supportRequest/load';
import * as supportVideos from '../../supportVideos/load';
import * as programmeNotice from '../../programmeNotice/load';
import * as tutorials from '../../tutorials/load';
import type { BundleSagas } from '../../types';

/**
 * The sagas of the product pages' modules by module id: their loaders and their forms sent without script.
 * In the browser they are a chunk fetched after hydration (docs/decisions/042-javascript-budget.md, update 4).
 */
export const sagas: BundleSagas = {
  ascAccount: { load: ascAccount.load },
  banners: { load: banners.loadBanners },
  compatibility: { load: compatibility.loadCompatibility },
  contextCategories: { load: contextCategories.load },
  downloads: { load: downloads.load },
  faqBundles: { load: faqBundles.loadFaqBundles },
  faqs: { load: faqs.load },
  manuals: { load: manuals.load },
  modelDetails: { load: modelDetails.load },
  newsAndAlerts: { load: newsAndAlerts.load },
  pageHeader: { load: pageHeader.load },
  serviceManual: { load: serviceManual.loadServiceManual },
  technicalNews: { load: technicalNews.loadTechnicalNews },
  searchBox: { load: searchBox.load },
  seo: { load: seo.load },
  specialMessage: { load: specialMessage.loadSpecialMessage },
  specifications: { load: specifications.loadSpecifications },
  specificationsSummary: { load: specificationsSummary.loadSpecificationsSummary },
  supportRequest: { load: supportRequest.resetTicket, submitForm: supportRequest.submitTicketForm },
  supportVideos: { load: supportVideos.loadSupportVideos },
  programmeNotice: { load: programmeNotice.loadProgrammeNotice },
  tutorials: { load: tutorials.load },
};
