import { SETTINGS } from '../../shared/constants';

/** Tutorials shown at first; the component links to more, the loader fetches them. */
export const PAGE_SIZE = SETTINGS.tutorialsTopN;
