import { bannersModule } from '../banners';
import { contactOptionsModule } from '../contactOptions';
import { legalNoticeModule } from '../legalNotice';
import { repairConfirmationModule } from '../repairConfirmation';
import { repairRequestModule } from '../repairRequest';
import { remoteCodesModule } from '../remoteCodes';
import { remoteModelsModule } from '../remoteModels';
import { searchBoxModule } from '../searchBox';
import { serialNumberCheckerModule } from '../serialNumberChecker';
import { serviceCentresModule } from '../serviceCentres';
import { supportRequestModule } from '../supportRequest';
import type { ModuleDefinition } from '../types';

/** The serial-number checker, remote-control programming, the contact and repair pages, the imprint and privacy notice. */
export const modules: readonly ModuleDefinition[] = [
  serialNumberCheckerModule,
  remoteModelsModule,
  remoteCodesModule,
  contactOptionsModule,
  supportRequestModule,
  repairRequestModule,
  repairConfirmationModule,
  serviceCentresModule,
  legalNoticeModule,
  searchBoxModule,
  bannersModule,
];
