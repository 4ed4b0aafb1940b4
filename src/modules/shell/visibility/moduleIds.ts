/**
 * Ids of the modules whose visibility the spec rules name (docs/behaviour.md §4 paged sources, §6 roles). Module
 * folders use these ids so that configuration (feature toggles, lite-visible modules) reaches them.
 */
export const MODULE_IDS = {
  searchBox: 'searchBox',
  /** The agent-only part of the search filter list (model-details). */
  agentFilterList: 'agentFilterList',
  serviceManual: 'serviceManual',
  technicalNews: 'technicalNews',
  /** The combined repair-related documents module of the time before ASC phase 2. */
  repairRelatedDocuments: 'repairRelatedDocuments',
  repairTools: 'repairTools',
  technicalMemo: 'technicalMemo',
  trainingInformation: 'trainingInformation',
  serviceInformation: 'serviceInformation',
  whatsNew: 'whatsNew',
  newsForAsc: 'newsForAsc',
  modelDetails: 'modelDetails',
  externalContent: 'externalContent',
} as const;

export type KnownModuleId = (typeof MODULE_IDS)[keyof typeof MODULE_IDS];
