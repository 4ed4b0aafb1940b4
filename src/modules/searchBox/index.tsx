import { put } from 'redux-saga/effects';
import type { Saga } from '../../store/pageModule';
import type { PageState } from '../../store/pageSlice';
import { queryTextOf } from '../../store/pageSelectors';
import { searchBoxActions } from '../../store/searchBoxSlice';
import { usePage } from '../shell/ui/hooks';
import { MODULE_RULES, visibleWhen } from '../shell/visibility';
import { useT } from '../shell/ui/useT';
import type { ModuleDefinition } from '../types';
import { SearchBox } from './SearchBox';

const HERO_TYPES = new Set(['home', 'homeManual', 'homeDownload', 'homeFaq', 'homeRepair']);

/**
 * The box shows the page's own search text: on a results page what was searched, elsewhere nothing.
 * It runs as the module's loader so the server renders the same text the client starts with, and a
 * client navigation that changes the query (or the page) refreshes it.
 */
function* load(page: PageState): Saga {
  yield put(searchBoxActions.synced(queryTextOf(page)));
}

function SearchModule() {
  const t = useT();
  const page = usePage();
  const hero = HERO_TYPES.has(page.type);
  if (!hero) return <SearchBox />;
  const titleKey = page.searchType === 'none' ? 'home.title' : `home.typeTitle_${page.searchType}`;
  return (
    <section className="hero" aria-labelledby="hero-title">
      <h1 id="hero-title">{t(titleKey)}</h1>
      <p className="hero__intro">{page.searchType === 'none' ? t('home.intro') : t('home.typeIntro')}</p>
      <SearchBox hero autoFocus />
    </section>
  );
}

/** docs/behaviour.md §6: lite mode crm hides the search module. */
export const searchBoxModule: ModuleDefinition = {
  id: 'searchBox',
  queryParams: ['query'],
  isVisible: visibleWhen(MODULE_RULES.searchBox),
  load,
  Component: SearchModule,
  // Spans both columns of the product and category hubs.
  region: 'top',
};
