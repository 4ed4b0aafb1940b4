import { useT } from '../shell/ui/useT';
import type { ModuleDefinition } from '../types';
import { onInsightsPage } from '../searchInsights';

/** The page heading and what the figures are: shown to everyone, above the sign-in prompt. */
function InsightsHeader() {
  const t = useT();
  return (
    <header className="insights-header">
      <h1>{t('insights.title')}</h1>
      <p>{t('insights.intro')}</p>
    </header>
  );
}

/** Heading of the agents' search insights page (docs/decisions/027-search-insights.md). */
export const searchInsightsHeaderModule: ModuleDefinition = {
  id: 'searchInsightsHeader',
  queryParams: [],
  isVisible: onInsightsPage,
  Component: InsightsHeader,
};
