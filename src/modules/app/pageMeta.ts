import type { RootState } from '../../store/rootReducer';
import { canonicalOf, seoKeyOf } from '../seo/seoKey';

export interface PageMeta {
  description?: string;
  canonical?: string;
}

/**
 * The document's meta description and canonical link, from the page's SEO data (product and category
 * pages). Used by the server render and after client navigation; other pages have neither.
 */
export function pageMeta(state: RootState): PageMeta {
  const { page } = state;
  const data = state.seo.data;
  if (!data || page.pageData.notFound || page.pageData.status >= 500 || data.forPage !== seoKeyOf(page)) return {};
  return { description: data.description, canonical: canonicalOf(data.canonicalUrl, page) };
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
