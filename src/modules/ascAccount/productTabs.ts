import type { ProductTab } from '../../shared/links';
import type { PageState } from '../../store/pageSlice';
import { canSeeModelDetails, isAscPortal } from '../shell/visibility';

/**
 * The product tabs the portal adds for the visitor's role (docs/behaviour.md §2 product sub-pages): repair
 * documents for ASC and integrated portal users, model details for them and for agents.
 * Labels are i18n keys.
 */
export function ascProductTabs(page: PageState): Array<{ tab: ProductTab; key: string }> {
  const tabs: Array<{ tab: ProductTab; key: string }> = [];
  if (isAscPortal(page)) tabs.push({ tab: 'repair-documents', key: 'asc.tabs.repairDocuments' });
  if (canSeeModelDetails(page)) tabs.push({ tab: 'model-details', key: 'asc.tabs.modelDetails' });
  return tabs;
}
