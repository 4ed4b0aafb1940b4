import { articleDetailsModule } from '../articleDetails';
import { bannersModule } from '../banners';
import { downloadDetailsModule } from '../downloadDetails';
import { helpfulnessModule } from '../helpfulness';
import { pageHeaderModule } from '../pageHeader';
import { repairDocumentDetailsModule } from '../repairDocumentDetails';
import { searchBoxModule } from '../searchBox';
import { softwareDetailsModule } from '../softwareDetails';
import type { ModuleDefinition } from '../types';
import { detailsSlices } from '../../store/detailsSlices';

/** Details pages of downloads, software, articles and repair documents, alone or inside a product page. */
export const modules: readonly ModuleDefinition[] = [
  pageHeaderModule,
  downloadDetailsModule,
  softwareDetailsModule,
  articleDetailsModule,
  helpfulnessModule,
  repairDocumentDetailsModule,
  searchBoxModule,
  bannersModule,
];

/** The store slices only the details pages use: the browser's store adds them with this bundle (ADR 042 update 6). */
export const slices = detailsSlices;
