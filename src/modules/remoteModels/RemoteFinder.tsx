import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { SiteLink } from '../shell/ui/SiteLink';
import { MAX_QUERY_LENGTH } from '../../shared/constants';
import { cutToQueryLength } from '../../shared/queryLength';
import { supportPath } from '../../shared/links';
import { queryTextOf } from '../../store/pageSelectors';
import { LoadMore } from '../shell/ui/LoadMore';
import { ToolBreadcrumbs } from '../shell/ui/ToolBreadcrumbs';
import { useAppSelector, usePage } from '../shell/ui/hooks';
import { useT } from '../shell/ui/useT';
import { isRemoteResults, REMOTES_PER_PAGE } from './constants';

/** The search form: a plain GET form, so it also works before the page's script has loaded. */
function RemoteSearch({ initial }: { initial: string }) {
  const t = useT();
  const page = usePage();
  const navigate = useNavigate();
  const id = useId();
  const [text, setText] = useState(initial);
  const action = supportPath(page.locale, 'remote-control-programming', 'models');
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const query = cutToQueryLength(text.trim());
    navigate(
      query ? `${action}?query=${encodeURIComponent(query)}` : supportPath(page.locale, 'remote-control-programming'),
      {
        state: { trigger: 'search' },
      },
    );
  };
  return (
    <form role="search" className="remote-search" method="get" action={action} onSubmit={onSubmit}>
      <label htmlFor={`${id}-query`} className="form-field__label">
        {t('remote.searchLabel')}
      </label>
      <p id={`${id}-hint`} className="form-field__hint">
        {t('remote.searchHint')}
      </p>
      <div className="remote-search__row">
        <input
          id={`${id}-query`}
          name="query"
          type="search"
          className="form-field__input"
          autoComplete="off"
          spellCheck={false}
          maxLength={MAX_QUERY_LENGTH}
          aria-describedby={`${id}-hint`}
          value={text}
          onChange={(e) => setText(e.target.value)}
        />
        <button type="submit" className="button">
          {t('remote.find')}
        </button>
      </div>
    </form>
  );
}

/** Landing and results page of remote-control programming: find the remote, then open its codes. */
export function RemoteFinder() {
  const t = useT();
  const page = usePage();
  const set = useAppSelector((s) => s.remoteModels);
  const results = isRemoteResults(page);
  const query = results ? queryTextOf(page).trim() : '';
  const landing = supportPath(page.locale, 'remote-control-programming');
  return (
    <section className="tool remote-finder" aria-labelledby="remote-finder-title">
      <ToolBreadcrumbs
        items={
          results
            ? [{ label: t('remote.title'), href: landing }, { label: t('remote.resultsTitle', { query }) }]
            : [{ label: t('remote.title') }]
        }
      />
      <header className="tool__header">
        <h1 id="remote-finder-title">{results && query ? t('remote.resultsTitle', { query }) : t('remote.title')}</h1>
        <p className="tool__intro">{t('remote.intro')}</p>
      </header>
      <div className="module">
        <RemoteSearch key={query} initial={query} />
      </div>
      <section className="module" aria-labelledby="remote-list-title">
        <h2 id="remote-list-title">
          {results && query ? t('remote.results', { count: set.count }) : t('remote.allRemotes')}
        </h2>
        {set.results.length === 0 ? (
          <div className="empty">
            <p>{t('remote.noResults', { query })}</p>
            <SiteLink to={landing}>{t('remote.showAll')}</SiteLink>
          </div>
        ) : (
          <ul className="model-grid remote-grid">
            {set.results.map((r) => (
              <li key={r.name}>
                <SiteLink className="model-card" to={r.url}>
                  {r.image && (
                    <img className="model-card__image" src={r.image} alt="" width={180} height={180} loading="lazy" />
                  )}
                  <span className="model-card__model">{r.modelName}</span>
                  <span className="model-card__name">{r.displayName}</span>
                  <span className={`badge${r.isProgrammable ? ' badge--positive' : ''}`}>
                    {r.isProgrammable ? t('remote.programmable') : t('remote.notProgrammable')}
                  </span>
                </SiteLink>
              </li>
            ))}
          </ul>
        )}
        <LoadMore shown={set.results.length} count={set.count} param="num" step={REMOTES_PER_PAGE} query={page.query} />
      </section>
    </section>
  );
}
