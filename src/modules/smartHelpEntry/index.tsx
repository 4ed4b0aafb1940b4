import type { ModelResult } from '../../shared/content/types';
import { queryTextOf } from '../../store/pageSelectors';
import { smartHelpPlaceOf } from '../shell/smartHelpUi/context';
import { smartHelpEntryUrl, smartHelpUrl } from '../shell/smartHelpUi/links';
import { Tile } from '../shell/smartHelpUi/Tile';
import { LoadMore } from '../shell/ui/LoadMore';
import { useAppSelector, usePage } from '../shell/ui/hooks';
import { useT } from '../shell/ui/useT';
import type { ModuleDefinition } from '../types';
import { visibleWhen } from '../shell/visibility';
import { MODELS_PARAM, MODELS_STEP } from './constants';

function TvTiles({ models, label }: { models: readonly ModelResult[]; label: string }) {
  const page = usePage();
  return (
    <ul className="tv-grid tv-grid--models" aria-label={label}>
      {models.map((m) => (
        <li key={m.name}>
          <Tile
            to={smartHelpUrl(page.locale, { categoryName: m.categoryName, productName: m.name })}
            title={m.modelNumber}
            text={m.displayName}
            media={<img className="tv-tile__image" src={m.image} alt="" width={160} height={100} loading="lazy" decoding="async" />}
          />
        </li>
      ))}
    </ul>
  );
}

/** /tvhelp: pick your TV, by model number or from the list of TVs. */
function SmartHelpEntry() {
  const t = useT();
  const page = usePage();
  const models = useAppSelector((s) => s.modelResults);
  const matches = useAppSelector((s) => s.organicExtras.data.bestMatches);
  const query = queryTextOf(page).trim();
  return (
    <section className="tv-section" aria-labelledby="tv-entry-title">
      <h1 id="tv-entry-title">{t('smartHelp.entryTitle')}</h1>
      <p className="tv-lead">{t('smartHelp.entryIntro')}</p>
      <form className="tv-search" method="get" action={smartHelpEntryUrl(page.locale)} role="search">
        <label htmlFor="tv-model-search">{t('smartHelp.findModel')}</label>
        <div className="tv-search__row">
          <input id="tv-model-search" name="query" type="search" defaultValue={query} placeholder={t('smartHelp.findModelPlaceholder')} autoComplete="off" />
          <button type="submit" className="tv-button">
            {t('smartHelp.find')}
          </button>
        </div>
      </form>
      {query && (
        <section aria-labelledby="tv-matches-title">
          <h2 id="tv-matches-title">{t('smartHelp.matches', { query })}</h2>
          {matches.length > 0 ? <TvTiles models={matches} label={t('smartHelp.matches', { query })} /> : <p className="tv-empty">{t('smartHelp.noMatches', { query })}</p>}
        </section>
      )}
      <section aria-labelledby="tv-all-title">
        <h2 id="tv-all-title">{t('smartHelp.allTvs')}</h2>
        <TvTiles models={models.results} label={t('smartHelp.allTvs')} />
        <LoadMore shown={models.results.length} count={models.count} param={MODELS_PARAM} step={MODELS_STEP} query={page.query} />
      </section>
    </section>
  );
}

export const smartHelpEntryModule: ModuleDefinition = {
  id: 'smartHelpEntry',
  critical: true,
  queryParams: ['query', MODELS_PARAM],
  isVisible: visibleWhen({ id: 'smartHelpEntry' }, (page) => smartHelpPlaceOf(page)?.kind === 'entry'),
  Component: SmartHelpEntry,
};
