import { Link } from 'react-router-dom';
import { categoryUrl, supportPath } from '../../../shared/links';
import type { ParentCategory } from '../../../shared/content/types';
import { useT } from './useT';

interface Props {
  locale: string;
  trail: ParentCategory[];
  /** The current page's own label, shown last and not linked. */
  current?: string;
}

export function Breadcrumbs({ locale, trail, current }: Props) {
  const t = useT();
  return (
    <nav aria-label={t('site.breadcrumbs')} className="breadcrumbs">
      <ol>
        <li>
          <Link to={supportPath(locale)}>{t('site.support')}</Link>
        </li>
        {trail.map((c) => (
          <li key={c.name}>
            <Link to={categoryUrl(locale, c.name)}>{c.displayName}</Link>
          </li>
        ))}
        {current && (
          <li>
            <span aria-current="page">{current}</span>
          </li>
        )}
      </ol>
    </nav>
  );
}
