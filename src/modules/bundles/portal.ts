import { ascAccountModule } from '../ascAccount';
import { bannersModule } from '../banners';
import { categoryGridModule } from '../categoryGrid';
import { externalContentModule } from '../externalContent';
import { modelDetailsModule } from '../modelDetails';
import { modelListModule } from '../modelList';
import { newsForAscModule } from '../newsForAsc';
import { organicResultsModule } from '../organicResults';
import { pageHeaderModule } from '../pageHeader';
import { REPAIR_DOCUMENT_MODULES } from '../repairDocuments/modules';
import { searchBoxModule } from '../searchBox';
import { searchInsightsHeaderModule, searchInsightsModule } from '../searchInsights';
import { programmeNoticeModule } from '../toolLinks';
import type { ModuleDefinition } from '../types';
import { whatsNewModule } from '../whatsNew';

/** The service-centre portal (docs/behaviour.md §6): repair pages, their results and the model details tab; the agents' search insights. */
export const modules: readonly ModuleDefinition[] = [
  pageHeaderModule,
  programmeNoticeModule,
  searchBoxModule,
  ascAccountModule,
  whatsNewModule,
  ...REPAIR_DOCUMENT_MODULES,
  newsForAscModule,
  externalContentModule,
  categoryGridModule,
  modelListModule,
  modelDetailsModule,
  organicResultsModule,
  bannersModule,
  searchInsightsHeaderModule,
  searchInsightsModule,
];
