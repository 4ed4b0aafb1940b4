import { SiteLink } from './SiteLink';
import { supportPath } from '../../../shared/links';
import { usePage } from './hooks';
import { useT } from './useT';

export interface Crumb {
  label: string;
  /** The label's language when it is not the page's (an article's English title on a German page). */
  lang?: string;
  /** Omitted for the current page, which is shown last and not linked. */
  href?: string;
}

/** A page's trail: Support > ... > this page (tool pages give their items; details pages build theirs in DetailsBreadcrumbs). */
export function ToolBreadcrumbs({ items }: { items: Crumb[] }) {
  const t = useT();
  const page = usePage();
  return (
    <nav aria-label={t('site.breadcrumbs')} className="breadcrumbs">
      <ol>
        <li>
          <SiteLink to={supportPath(page.locale)}>{t('site.support')}</SiteLink>
        </li>
        {items.map((item, i) => (
          <li key={`${i}:${item.label}`}>
            {item.href ? (
              <SiteLink to={item.href} lang={item.lang}>
                {item.label}
              </SiteLink>
            ) : (
              <span aria-current="page" lang={item.lang}>
                {item.label}
              </span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
