import { SiteLink } from '../shell/ui/SiteLink';
import { useAppSelector, usePage } from '../shell/ui/hooks';
import { useT } from '../shell/ui/useT';

/** Categories next to the page's category, as links; below the fold, so a deferred part. */
export function ContextCategories() {
  const t = useT();
  const page = usePage();
  const data = useAppSelector((s) => s.contextCategories.data);
  if (!data || data.categories.length < 2) return null;
  const onCategoryPage = page.typeAlias === 'category';
  return (
    <nav className="module context-categories" id="contextCategories" aria-labelledby="context-categories-title">
      <h2 id="context-categories-title">
        {data.parent ? t('hub.contextCategories.title') : t('hub.contextCategories.titleTop')}
      </h2>
      {data.parent && (
        <p className="context-categories__parent">
          <SiteLink to={data.parent.url}>{data.parent.displayName}</SiteLink>
        </p>
      )}
      <ul className="context-categories__list">
        {data.categories.map((c) => (
          <li key={c.name}>
            <SiteLink
              to={c.url}
              className={`context-categories__link${c.current ? ' context-categories__link--current' : ''}`}
              aria-current={c.current && onCategoryPage ? 'page' : undefined}
            >
              <span>{c.displayName}</span>
              <span className="context-categories__count">
                {t('hub.contextCategories.products', { count: c.productCount })}
              </span>
            </SiteLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
