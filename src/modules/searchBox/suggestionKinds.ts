import type { Suggestion } from '../../shared/content/types';

/**
 * The groups of the suggestion list, in the order shown and followed by the arrow keys: categories a
 * product kind typed names ('tv'), products, popular searches (ADR 054). A file of its own so the
 * search box reads it without loading the list's code, which is fetched when first needed.
 */
export const SUGGESTION_KINDS = ['category', 'product', 'query'] as const satisfies ReadonlyArray<Suggestion['kind']>;
