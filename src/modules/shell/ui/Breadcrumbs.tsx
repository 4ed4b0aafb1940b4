import { SiteLink } from './SiteLink';
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
          <SiteLink to={supportPath(locale)}>{t('site.support')}</SiteLink>
        </li>
        {trail.map((c) => (
          <li key={c.name}>
            <SiteLink to={categoryUrl(locale, c.name)}>{c.displayName}</SiteLink>
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
