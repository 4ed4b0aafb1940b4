import { SiteLink } from '../shell/ui/SiteLink';
import { categoryUrl, type ListingType } from '../../shared/links';
import { usePage, useAppSelector } from '../shell/ui/hooks';
import { useT } from '../shell/ui/useT';
import type { ModuleDefinition } from '../types';
import { visibleWhen } from '../shell/visibility';

const SEARCH_TYPE_TAB: Partial<Record<string, ListingType>> = {
  manuals: 'manuals',
  downloads: 'downloads',
  faqs: 'faqs',
  'repair-documents': 'repair-documents',
};

function CategoryGrid() {
  const t = useT();
  const page = usePage();
  const data = useAppSelector((s) => s.categories.data);
  if (!data || data.categories.length === 0) return null;
  const isHome = page.typeAlias === 'home';
  // On a typed home page (e.g. /manuals) the tiles lead to the same type within each category.
  const tab = SEARCH_TYPE_TAB[page.searchType];
  return (
    <section className="module category-grid" aria-labelledby="category-grid-title" id="support_categories-container">
      <h2 id="category-grid-title">{isHome ? t('home.browse') : t('category.subcategories')}</h2>
      <ul className="category-grid__list">
        {data.categories.map((c) => (
          <li key={c.name}>
            <SiteLink className="category-tile" to={categoryUrl(page.locale, c.name, tab)}>
              {c.image && <img src={c.image} alt="" width={96} height={96} loading="lazy" className="category-tile__image" />}
              <span className="category-tile__name">{c.displayName}</span>
              {c.productCount !== undefined && (
                <span className="category-tile__count">{t('category.products', { count: c.productCount })}</span>
              )}
            </SiteLink>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Top-level categories on the home pages; subcategories on a category page. */
export const categoriesModule: ModuleDefinition = {
  id: 'categories',
  queryParams: [],
  isVisible: visibleWhen({ id: 'categories' }, (page) => page.typeAlias === 'home' || page.typeAlias === 'category'),
  Component: CategoryGrid,
  navLabel: 'category.subcategories',
  navAnchor: 'support_categories-container',
  hasContent: (state) => (state.categories.data?.categories.length ?? 0) > 0,
};
