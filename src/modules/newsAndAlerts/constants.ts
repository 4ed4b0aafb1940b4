import { DEFAULT_COUNTS } from '../../shared/constants';

/** News shown at first; the component links to more, the loader fetches them. */
export const PAGE_SIZE = DEFAULT_COUNTS.newsAndAlerts;
