/**
 * Redux Toolkit's immutability and serialisability checks walk the whole state on every action:
 * useful while developing and in tests, pure cost for visitors.
 */
const DEV_CHECKS = process.env.NODE_ENV === 'development' || process.env.NODE_ENV === 'test';

/** The default middleware of every store, server and browser: no thunks (sagas do the effects). */
export const storeOptions = { thunk: false, immutableCheck: DEV_CHECKS, serializableCheck: DEV_CHECKS } as const;
