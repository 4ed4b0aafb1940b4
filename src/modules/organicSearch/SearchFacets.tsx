import { SiteLink } from '../shell/ui/SiteLink';
import type { SearchFacets as Facets } from '../../shared/content/types';
import type { PageState } from '../../store/pageSlice';
import { useT } from '../shell/ui/useT';

/** The page's address with one parameter set (or removed) and the others kept; the paging restarts. */
export function withParam(page: PageState, name: 'product' | 'category', value: string | undefined): string {
  const params = new URLSearchParams(page.location.search);
  params.delete('num');
  params.delete('start');
  if (name === 'category') params.delete('product');
  if (value) params.set(name, value);
  else params.delete(name);
  return `${page.location.pathname}?${params.toString()}`;
}

interface Props {
  page: PageState;
  facets: Facets;
  active: { category?: string; product?: string };
}

/**
 * Category and product filters of a results page (docs/decisions/040-scannable-search-results.md):
 * plain links that keep the page's other parameters, so they work without JavaScript; each with
 * the number of results it lists. The rows wrap on a wide screen and scroll sideways on a phone.
 */
export function SearchFacets({ page, facets, active }: Props) {
  const t = useT();
  const rows = [
    { name: 'category' as const, label: t('search.facetCategory'), values: facets.categories, current: active.category },
    { name: 'product' as const, label: t('search.facetProduct'), values: facets.products, current: active.product },
  ].filter((row) => row.values.length > 0 || row.current);
  if (rows.length === 0) return null;
  return (
    <nav className="search-facets" aria-label={t('search.facetsLabel')}>
      {rows.map((row) => (
        <div className="search-facets__row" key={row.name} role="group" aria-labelledby={`facet-${row.name}`}>
          <span className="search-facets__label" id={`facet-${row.name}`}>
            {row.label}
          </span>
          <ul>
            <li>
              <SiteLink to={withParam(page, row.name, undefined)} className="filter-list__item" aria-current={row.current ? undefined : 'true'}>
                {t('search.facetAny')}
              </SiteLink>
            </li>
            {row.values.map((value) => (
              <li key={value.name}>
                <SiteLink to={withParam(page, row.name, value.name)} className="filter-list__item" aria-current={row.current === value.name ? 'true' : undefined}>
                  {value.label}
                  <span className="filter-list__count">{value.count}</span>
                </SiteLink>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </nav>
  );
}
