import { SiteLink } from '../shell/ui/SiteLink';
import { categoryUrl } from '../../shared/links';
import { SearchBox } from '../searchBox/SearchBox';
import { BestMatchLink } from '../shell/ui/BestMatchLink';
import { usePage, useAppSelector } from '../shell/ui/hooks';
import { useT } from '../shell/ui/useT';

/**
 * The helpful 404: the products a mistyped product address may have meant (ADR 055), a search box and the
 * top-level categories instead of a dead end.
 */
export function NotFound() {
  const t = useT();
  const page = usePage();
  const data = useAppSelector((s) => s.categories.data);
  const guesses = useAppSelector((s) => s.productGuesses.data);
  return (
    <section className="not-found">
      <h1>{t('errors.notFoundTitle')}</h1>
      <p>{t('errors.notFoundText')}</p>
      {guesses.length > 0 && (
        <div className="best-matches not-found__guesses">
          <h2>{t('errors.notFoundProduct', { count: guesses.length })}</h2>
          <ul>
            {guesses.map((g) => (
              <li key={g.url}>
                <BestMatchLink to={g.url ?? ''} image={g.image} heading={g.modelNumber} text={g.text} />
              </li>
            ))}
          </ul>
        </div>
      )}
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
