import { articleDetailsModule } from '../articleDetails';
import { bannersModule } from '../banners';
import { downloadDetailsModule } from '../downloadDetails';
import { helpfulnessModule } from '../helpfulness';
import { pageHeaderModule } from '../pageHeader';
import { repairDocumentDetailsModule } from '../repairDocumentDetails';
import { searchBoxModule } from '../searchBox';
import { softwareDetailsModule } from '../softwareDetails';
import type { ModuleDefinition } from '../types';

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
