import type { FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { usePage } from '../ui/hooks';
import { useT } from '../ui/useT';
import { smartHelpResultsUrl, smartHelpUrl, type Tv } from './links';

/**
 * Search within the TV's help. A GET form to the results sub-page, so it works with the on-screen
 * keyboard of any TV browser and before scripts load; once hydrated the router navigates instead.
 */
export function TvSearchForm({ tv, query = '' }: { tv: Tv; query?: string }) {
  const t = useT();
  const page = usePage();
  const navigate = useNavigate();
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const text = new FormData(event.currentTarget).get('query');
    if (typeof text !== 'string' || !text.trim()) return;
    event.preventDefault();
    navigate(smartHelpResultsUrl(page.locale, tv, text), { state: { trigger: 'search' } });
  };
  return (
    <form className="tv-search" method="get" action={smartHelpUrl(page.locale, tv, 'results')} role="search" onSubmit={onSubmit}>
      <label htmlFor="tv-help-search">{t('smartHelp.searchLabel')}</label>
      <div className="tv-search__row">
        <input id="tv-help-search" name="query" type="search" defaultValue={query} placeholder={t('smartHelp.searchPlaceholder')} autoComplete="off" required />
        <button type="submit" className="tv-button">
          {t('smartHelp.search')}
        </button>
      </div>
    </form>
  );
}
