import {
  canSeeModelDetails,
  canSeeNewsForAsc,
  canSeePhase2RepairModules,
  canSeeRepairRelatedDocuments,
  canSeeServiceManuals,
  canSeeTechnicalNews,
  canSeeWhatsNew,
  isAgent,
} from './access';
import { MODULE_IDS } from './moduleIds';
import type { VisibilityDefinition } from './moduleVisibility';

/** ASC content is repair content: a page scoped to another search type (e.g. /downloads) leaves it out. */
const REPAIR = ['repair-documents'] as const;

/**
 * The visibility declarations of the modules the spec's rules name (docs/behaviour.md §6). A module folder spreads
 * the one for its id into its definition. Lite mode crm hiding the search box and the agent filter list
 * comes from DEFAULT_HIDDEN_MODES, so it holds even if a module declares its own hidden modes.
 */
export const MODULE_RULES = {
  searchBox: { id: MODULE_IDS.searchBox },
  agentFilterList: { id: MODULE_IDS.agentFilterList, access: isAgent },
  serviceManual: { id: MODULE_IDS.serviceManual, searchTypes: REPAIR, access: canSeeServiceManuals },
  technicalNews: { id: MODULE_IDS.technicalNews, searchTypes: REPAIR, access: canSeeTechnicalNews },
  repairRelatedDocuments: {
    id: MODULE_IDS.repairRelatedDocuments,
    searchTypes: REPAIR,
    access: canSeeRepairRelatedDocuments,
  },
  repairTools: { id: MODULE_IDS.repairTools, searchTypes: REPAIR, access: canSeePhase2RepairModules },
  technicalMemo: { id: MODULE_IDS.technicalMemo, searchTypes: REPAIR, access: canSeePhase2RepairModules },
  trainingInformation: { id: MODULE_IDS.trainingInformation, searchTypes: REPAIR, access: canSeePhase2RepairModules },
  serviceInformation: { id: MODULE_IDS.serviceInformation, searchTypes: REPAIR, access: canSeePhase2RepairModules },
  whatsNew: { id: MODULE_IDS.whatsNew, searchTypes: REPAIR, access: canSeeWhatsNew },
  newsForAsc: { id: MODULE_IDS.newsForAsc, searchTypes: REPAIR, access: canSeeNewsForAsc },
  modelDetails: { id: MODULE_IDS.modelDetails, searchTypes: ['model-details'], access: canSeeModelDetails },
} as const satisfies Record<string, VisibilityDefinition>;
