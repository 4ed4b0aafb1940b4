import type { ContentStore } from './ContentStore';

/**
 * The lookups one page render repeats: every content call of a product page resolves the product
 * again (about 18 times), a category page resolves its category once per call, and FAQ bundles look
 * up the same articles bundle after bundle. The catalogue does not change during one render.
 */
const REPEATED_READS = [
  'getProduct',
  'getCategory',
  'categoryPath',
  'categoryPaths',
  'listCategories',
  'getContent',
  'downloadFacets',
  'documentLanguages',
  // Two modules of a product page list the product's FAQs alike, and links of the same articles.
  'listContent',
  'productsOfContent',
] as const satisfies ReadonlyArray<keyof ContentStore>;

const SHARED: ReadonlySet<PropertyKey> = new Set(REPEATED_READS);

/**
 * A view of `store` in which the repeated lookups above are read once per argument list; every
 * other method goes straight to the store. Lives exactly as long as one page render (the content
 * API keeps one view per render's scope object), so nothing outlives the request and nothing is
 * shared between visitors.
 * Callers must treat the records as read-only, since every caller of one lookup gets the same one.
 */
export function withSharedReads(store: ContentStore): ContentStore {
  const answers = new Map<string, Promise<unknown>>();
  // One wrapper per method and view (made again only if the store's method is replaced, as a test
  // spy does): a render reads the store's methods a few hundred times, and a new bound function or
  // closure on each read was a measurable share of its garbage.
  const wrappers = new Map<PropertyKey, { of: unknown; wrapper: unknown }>();
  return new Proxy(store, {
    get(target, property) {
      const value: unknown = Reflect.get(target, property, target);
      if (typeof value !== 'function') return value;
      const known = wrappers.get(property);
      if (known?.of === value) return known.wrapper;
      const method = value as (...args: unknown[]) => Promise<unknown>;
      const wrapper = !SHARED.has(property)
        ? method.bind(target)
        : (...args: unknown[]) => {
            const key = `${String(property)}\u0000${JSON.stringify(args)}`;
            let answer = answers.get(key);
            if (!answer) {
              answer = method.apply(target, args);
              answers.set(key, answer);
            }
            return answer;
          };
      wrappers.set(property, { of: value, wrapper });
      return wrapper;
    },
  });
}
