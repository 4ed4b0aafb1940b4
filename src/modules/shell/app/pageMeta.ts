import type { RootState } from '../../../store/rootReducer';
import { canonicalOf, seoKeyOf } from '../../seo/seoKey';

export interface PageMeta {
  description?: string;
  canonical?: string;
}

/** Query parameters that select what a page shows; the rest (paging, modes, markers) leave the canonical address. */
const CANONICAL_QUERY = ['query'] as const;

/** The page's own address as its canonical one: its path and its search text, nothing else. */
function ownCanonicalPath(state: RootState): string {
  const { location, query } = state.page;
  const params = new URLSearchParams();
  for (const key of CANONICAL_QUERY) {
    const value = query[key];
    const first = Array.isArray(value) ? value[0] : value;
    if (first) params.set(key, first);
  }
  const search = params.toString();
  return `${location.pathname}${search ? `?${search}` : ''}`;
}

/**
 * The document's meta description and canonical link. Product and category pages take both from
 * their SEO data (the slug spelling, never an alias); every other page that renders is its own
 * canonical address. Error pages have neither. The link is a path here: the server and the browser
 * make it absolute with their origin (canonicalUrl).
 */
export function pageMeta(state: RootState): PageMeta {
  const { page } = state;
  if (page.pageData.notFound || page.pageData.status >= 400) return {};
  const data = state.seo.data;
  if (!data || data.forPage !== seoKeyOf(page)) return { canonical: ownCanonicalPath(state) };
  return { description: data.description, canonical: canonicalOf(data.canonicalUrl, page) };
}

/** A canonical path made absolute: search engines read a relative canonical link inconsistently. */
export function absoluteCanonical(meta: PageMeta, origin: string): PageMeta {
  return meta.canonical ? { ...meta, canonical: new URL(meta.canonical, origin).toString() } : meta;
}

function upsert(
  doc: Document,
  selector: string,
  create: () => HTMLElement,
  attribute: string,
  value: string | undefined,
) {
  const existing = doc.head.querySelector(selector);
  if (value === undefined) {
    existing?.remove();
    return;
  }
  const element = existing ?? doc.head.appendChild(create());
  element.setAttribute(attribute, value);
}

/** After a client navigation: the head follows the new page (added, changed or removed). */
export function applyPageMeta(doc: Document, meta: PageMeta): void {
  upsert(
    doc,
    'meta[name="description"]',
    () => Object.assign(doc.createElement('meta'), { name: 'description' }),
    'content',
    meta.description,
  );
  upsert(
    doc,
    'link[rel="canonical"]',
    () => Object.assign(doc.createElement('link'), { rel: 'canonical' }),
    'href',
    meta.canonical,
  );
}
