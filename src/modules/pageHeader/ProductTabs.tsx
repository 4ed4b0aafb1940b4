import { useEffect, useRef } from 'react';
import { Link, NavLink } from 'react-router-dom';
import { productUrl } from '../../shared/links';
import type { PageState } from '../../store/pageSlice';
import { ascProductTabs } from '../ascAccount/productTabs';
import { useT } from '../shell/ui/useT';

const PRODUCT_TABS = [
  { tab: undefined, key: 'product.overview' },
  { tab: 'manuals', key: 'product.manuals' },
  { tab: 'downloads', key: 'product.downloads' },
  { tab: 'faqs', key: 'product.faqs' },
  { tab: 'specifications', key: 'product.specifications' },
] as const;

/**
 * The tab whose section holds a details page of the product: downloads and software under Downloads, articles under
 * FAQs, a repair document under the portal's Repair documents; and a tab's own results page (a search on the
 * Manuals tab, /manuals/results) under that tab.
 */
function sectionOf(page: PageState): string | undefined {
  if (page.typeAlias === 'productResults' && page.searchType !== 'none') return page.searchType;
  switch (page.type) {
    case 'downloadDetailsInProductPage':
    case 'softwareDetailsInProductPage':
      return 'downloads';
    case 'articleDetailsInProductPage':
      return 'faqs';
    case 'repairDocumentDetailsInProductPage':
      return 'repair-documents';
    default:
      return undefined;
  }
}

/**
 * The product page's one navigation (ADR 039): its tabs, a bar that stays at the top of the window while
 * the page scrolls (CSS position: sticky, so without JavaScript too). It is a sibling of the page header,
 * not inside it, so it can stick for the whole page. On a phone the row scrolls sideways; shadows on its
 * edges (drawn by CSS) show that more tabs are there, and the current tab is scrolled into view.
 */
export function ProductTabs({ page, categoryName, productName }: { page: PageState; categoryName: string; productName: string }) {
  const t = useT();
  const list = useRef<HTMLUListElement>(null);
  const section = sectionOf(page);
  useEffect(() => {
    const row = list.current;
    const current = row?.querySelector<HTMLElement>('[aria-current]');
    if (!row || !current) return;
    // Only the row scrolls (scrollIntoView would move the window too): the tab's centre to the row's centre.
    const offset = current.offsetLeft - row.offsetLeft - (row.clientWidth - current.offsetWidth) / 2;
    row.scrollLeft = Math.max(0, offset);
  }, [page.pathname]);
  return (
    <nav aria-label={t('product.tabs')} className="tabs" id="productTabs">
      <ul ref={list} className="tabs__list">
        {[...PRODUCT_TABS, ...ascProductTabs(page)].map(({ tab, key }) => {
          const to = productUrl(page.locale, categoryName, productName, tab);
          return (
            <li key={key}>
              {section !== undefined && section === tab ? (
                // A page inside the tab's section (a download, an article): the tab is marked as where the visitor is, not as this page.
                <Link to={to} className="tabs__tab active" aria-current="true">
                  {t(key)}
                </Link>
              ) : (
                <NavLink end to={to} className="tabs__tab">
                  {t(key)}
                </NavLink>
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
