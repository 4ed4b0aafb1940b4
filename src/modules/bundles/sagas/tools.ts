import * as banners from '../../banners/load';
import * as repairConfirmation from '../../repairConfirmation/load';
import * as repairRequest from '../../repairRequest/load';
import * as remoteCodes from '../../remoteCodes/load';
import * as remoteModels from '../../remoteModels/load';
import * as searchBox from '../../searchBox/load';
import * as serialNumberChecker from '../../serialNumberChecker/load';
import * as serviceCentres from '../../serviceCentres/load';
import * as supportRequest from '../../supportRequest/load';
import type { BundleSagas } from '../../types';

/**
 * The sagas of the tools pages' modules by module id: their loaders and their forms sent without script.
 * In the browser they are a chunk fetched after hydration (docs/decisions/042-javascript-budget.md, update 4).
 */
export const sagas: BundleSagas = {
  banners: { load: banners.loadBanners },
  repairConfirmation: { load: repairConfirmation.load },
  repairRequest: { load: repairRequest.startRepairForm },
  remoteCodes: { load: remoteCodes.loadRemoteCodes },
  remoteModels: { load: remoteModels.loadRemoteModels },
  searchBox: { load: searchBox.load },
  serialNumberChecker: { load: serialNumberChecker.loadSerialNumberChecker, submitForm: serialNumberChecker.submitCheckerForm },
  serviceCentres: { load: serviceCentres.loadServiceCentres },
  supportRequest: { load: supportRequest.resetTicket, submitForm: supportRequest.submitTicketForm },
};
