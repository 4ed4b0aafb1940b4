import { ascAccountModule } from '../ascAccount';
import { bannersModule } from '../banners';
import { categoriesModule } from '../categories';
import { externalContentModule } from '../externalContent';
import { modelDetailsModule } from '../modelDetails';
import { modelResultsModule } from '../modelResults';
import { newsForAscModule } from '../newsForAsc';
import { organicSearchModule } from '../organicSearch';
import { pageHeaderModule } from '../pageHeader';
import { serviceManualModule } from '../serviceManual';
import { technicalNewsModule } from '../technicalNews';
import { repairRelatedDocumentsModule } from '../repairRelatedDocuments';
import { repairToolsModule } from '../repairTools';
import { technicalMemoModule } from '../technicalMemo';
import { trainingInformationModule } from '../trainingInformation';
import { serviceInformationModule } from '../serviceInformation';
import { searchBoxModule } from '../searchBox';
import { searchInsightsModule } from '../searchInsights';
import { searchInsightsHeaderModule } from '../searchInsightsHeader';
import { programmeNoticeModule } from '../programmeNotice';
import type { ModuleDefinition } from '../types';
import { whatsNewModule } from '../whatsNew';

/** The service-centre portal (docs/behaviour.md §6): repair pages, their results and the model details tab; the agents' search insights. */
export const modules: readonly ModuleDefinition[] = [
  pageHeaderModule,
  programmeNoticeModule,
  searchBoxModule,
  ascAccountModule,
  whatsNewModule,
  serviceManualModule,
  technicalNewsModule,
  repairRelatedDocumentsModule,
  repairToolsModule,
  technicalMemoModule,
  trainingInformationModule,
  serviceInformationModule,
  newsForAscModule,
  externalContentModule,
  categoriesModule,
  modelResultsModule,
  modelDetailsModule,
  organicSearchModule,
  bannersModule,
  searchInsightsHeaderModule,
  searchInsightsModule,
];
