import type { PageState } from '../../../store/pageSlice';

export interface DetailsHeadings {
  /** The page's own title. */
  Title: 'h1' | 'h2';
  /** Sections of the page. */
  Section: 'h2' | 'h3';
  /** Items inside a section. */
  Item: 'h3' | 'h4';
}

/**
 * Heading levels of a details page. In the in-product variants the product header above holds the
 * page's h1 (the product), so the details start one level lower and the outline stays in order.
 */
export function detailsHeadings(page: Pick<PageState, 'type'>): DetailsHeadings {
  return page.type.endsWith('InProductPage') ? { Title: 'h2', Section: 'h3', Item: 'h4' } : { Title: 'h1', Section: 'h2', Item: 'h3' };
}
