import { SiteLink } from '../shell/ui/SiteLink';
import { categoryUrl } from '../../shared/links';
import { SearchBox } from '../searchBox/SearchBox';
import { usePage, useAppSelector } from '../shell/ui/hooks';
import { useT } from '../shell/ui/useT';

/** The helpful 404: a search box and the top-level categories instead of a dead end. */
export function NotFound() {
  const t = useT();
  const page = usePage();
  const data = useAppSelector((s) => s.categories.data);
  return (
    <section className="not-found">
      <h1>{t('errors.notFoundTitle')}</h1>
      <p>{t('errors.notFoundText')}</p>
      <SearchBox hero />
      {data && data.categories.length > 0 && (
        <ul className="chip-list">
          {data.categories.map((c) => (
            <li key={c.name}>
              <SiteLink className="chip" to={categoryUrl(page.locale, c.name)}>
                {c.displayName}
              </SiteLink>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
