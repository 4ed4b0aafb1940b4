import type { Locale } from '../../../shared/locale';
import type { ContentStore, ProductRecord } from '../store/ContentStore';
import { typedModelKeys } from './modelKey';

/** Characters of a model key (modelKey.ts): a typo replaces or adds one of them. */
const KEY_CHARACTERS = 'abcdefghijklmnopqrstuvwxyz0123456789';

/**
 * Keys this long are read for a typo: shorter ones ('x89j', a series) are one typo away from other series
 * and sizes, and a long one is no model number (a pasted serial number or sentence) and would make the
 * lookup long.
 */
const TYPO_KEY_LENGTH = { min: 6, max: 16 } as const;

/** Typed keys read for a typo, at most: some 3,600 keys looked up for three of 16 characters (two keys, 1,856, took 1.3 ms at 100k). */
const MAX_TYPED_KEYS = 3;

/**
 * Every key one typo away from `key`: a character left out, added, replaced, or two neighbours swapped
 * (docs/decisions/052-a-model-number-with-a-typo.md). Looked up as they are in the stored model keys,
 * so no store keeps a list of misspellings: about 75 keys per character of the typed key.
 */
export function oneTypoAway(key: string): string[] {
  const keys = new Set<string>();
  for (let i = 0; i <= key.length; i += 1) {
    const before = key.slice(0, i);
    for (const c of KEY_CHARACTERS) keys.add(before + c + key.slice(i));
    if (i === key.length) break;
    const after = key.slice(i + 1);
    keys.add(before + after);
    for (const c of KEY_CHARACTERS) keys.add(before + c + after);
    if (i + 1 < key.length) keys.add(before + key[i + 1] + key[i] + key.slice(i + 2));
  }
  keys.delete(key);
  return [...keys];
}

/**
 * The products whose model number is one typo away from one the visitor typed ('at55x88j' for
 * AT-55X89J), most popular first: asked only when what was typed named no product. Several may be one
 * typo away ('at55x8j' is AT-55X80J and AT-55X89J): all are offered, the visitor knows which is theirs.
 */
export async function modelsOneTypoAway(store: ContentStore, locale: Locale, text: string, options: { scope: string | null; limit: number }): Promise<ProductRecord[]> {
  // The first few keys only: a model number is one word or two ('at 55x88j'); a text of many model-like
  // words would otherwise look up thousands of keys.
  const typed = [...typedModelKeys(text).keys].filter((k) => k.length >= TYPO_KEY_LENGTH.min && k.length <= TYPO_KEY_LENGTH.max).slice(0, MAX_TYPED_KEYS);
  if (typed.length === 0) return [];
  const keys = [...new Set(typed.flatMap(oneTypoAway))];
  return store.findProductsByModelKeys(locale, keys, options.limit, options.scope);
}
