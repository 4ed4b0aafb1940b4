import { createRootReducer, type RootState } from './reducers';
import { toolSlices } from './toolSlices';

/** The root reducer with every slice: the server's store and the tests (the browser's adds the tools' later). */
export const rootReducer = createRootReducer(toolSlices);

export type { RootState };
