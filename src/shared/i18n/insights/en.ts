/** The agents' search insights page (docs/decisions/027-search-insights.md). */
export const insightsEn = {
  title: 'Search insights',
  intro:
    'What visitors searched for on the support site, what found nothing and what nobody opened. Queries are counted in lower case with extra spaces removed, separately per language.',
  filter: {
    label: 'Searches in',
    all: 'All languages',
    en_GB: 'English (UK)',
    de_DE: 'German',
    fr_FR: 'French',
    submit: 'Show',
  },
  windows: {
    last7: 'Last 7 days',
    last30: 'Last 30 days',
  },
  totals: {
    label: 'Totals',
    searches: 'Searches',
    zeroResults: 'Found nothing',
    opens: 'Results opened',
  },
  chart: {
    title: 'Searches per day, last 30 days',
    description: '{{searches}} searches in 30 days, {{zero}} of them found nothing. Busiest day: {{day}} with {{count}} searches.',
    empty: 'No searches in the last 30 days.',
    searches: 'Searches',
    zeroResults: 'Found nothing',
    asTable: 'Show the figures as a table',
    day: 'Day',
  },
  lists: {
    top: 'Top queries',
    topIntro: 'The most frequent searches over 30 days.',
    zero: 'Searches that found nothing',
    zeroIntro: 'The content gap list: each query links to the search on the site, to check it again after new content is published.',
    unopened: 'Results nobody opened',
    unopenedIntro: 'Searches that found results of which none was opened: the results may not answer the question.',
    empty: 'Nothing to show for this period.',
  },
  columns: {
    query: 'Query',
    language: 'Language',
    searches7: 'Searches (7 days)',
    searches30: 'Searches (30 days)',
    zero7: 'Found nothing (7 days)',
    zero30: 'Found nothing (30 days)',
    opens30: 'Opened (30 days)',
    opened: 'Most opened result',
    helpfulness: 'Helpful',
    helpfulnessValue: '{{helpful}} of {{total}}',
  },
  searchLink: 'Search “{{query}}” on the site ({{language}})',
  noneOpened: '—',
  generated: 'Figures as of {{time}} (UTC days).',
  forbidden: 'Search insights are for customer-care agents. Your account cannot see them.',
  failed: 'Search insights could not be loaded. Please try again in a moment.',
};

export type InsightsStrings = typeof insightsEn;
type DeepPartial<T> = { [K in keyof T]?: T[K] extends object ? DeepPartial<T[K]> : string };
export type PartialInsightsStrings = DeepPartial<InsightsStrings>;
