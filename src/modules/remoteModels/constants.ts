import type { PageState } from '../../store/pageSlice';

/** Remotes per page, and whether the page lists search results; the finder and the loader both read them. */
export const REMOTES_PER_PAGE = 24;

export const isRemoteResults = (page: PageState) => page.type === 'remoteProgrammingCodeWithResults';
