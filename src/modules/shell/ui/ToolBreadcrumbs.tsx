import { Link } from 'react-router-dom';
import { supportPath } from '../../../shared/links';
import { usePage } from './hooks';
import { useT } from './useT';

export interface Crumb {
  label: string;
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
          <Link to={supportPath(page.locale)}>{t('site.support')}</Link>
        </li>
        {items.map((item, i) => (
          <li key={`${i}:${item.label}`}>
            {item.href ? <Link to={item.href}>{item.label}</Link> : <span aria-current="page">{item.label}</span>}
          </li>
        ))}
      </ol>
    </nav>
  );
}
