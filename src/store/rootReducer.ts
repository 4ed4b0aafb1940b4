import { createRootReducer, type RootState } from './reducers';
import { lazySlices } from './lazySlices';

/** The root reducer with every slice: the server's store and the tests (the browser's adds the bundles' later). */
export const rootReducer = createRootReducer(lazySlices);

export type { RootState };
