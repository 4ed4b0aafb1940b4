import type { PageState } from '../../store/pageSlice';

/** The remote's model from the route (/remote-control-programming/models/{productName}). */
export const remoteNameOf = (page: PageState): string | undefined => page.params.productName || undefined;
