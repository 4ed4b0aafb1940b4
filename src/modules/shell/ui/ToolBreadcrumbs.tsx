import { Link } from 'react-router-dom';
import { supportPath } from '../../../shared/links';
import { usePage } from './hooks';
import { useT } from './useT';

export interface Crumb {
  label: string;
  /** Omitted for the current page, which is shown last and not linked. */
  href?: string;
}

/** The trail of a tool page (serial-number checker, remote-control programming): Support > ... > this page. */
export function ToolBreadcrumbs({ items }: { items: Crumb[] }) {
  const t = useT();
  const page = usePage();
  return (
    <nav aria-label={t('site.breadcrumbs')} className="breadcrumbs">
      <ol>
        <li>
          <Link to={supportPath(page.locale)}>{t('site.support')}</Link>
        </li>
        {items.map((item) => (
          <li key={item.label}>
            {item.href ? <Link to={item.href}>{item.label}</Link> : <span aria-current="page">{item.label}</span>}
          </li>
        ))}
      </ol>
    </nav>
  );
}
