/** Dataset versions of imported content start with this (cli/import.ts): never replaced by the demo. */
export const IMPORTED_PREFIX = 'import:';
