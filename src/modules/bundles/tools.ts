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
import { toolSlices } from '../../store/toolSlices';

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

/** The store slices only the tools pages use: the browser's store adds them with this bundle (ADR 042 update 4). */
export const slices = toolSlices;
