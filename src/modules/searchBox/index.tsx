import { usePage } from '../shell/ui/hooks';
import { MODULE_RULES, visibleWhen } from '../shell/visibility';
import { useT } from '../shell/ui/useT';
import type { ModuleDefinition } from '../types';
import { SearchBox } from './SearchBox';

const HERO_TYPES = new Set(['home', 'homeManual', 'homeDownload', 'homeFaq', 'homeRepair']);

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
  Component: SearchModule,
  // Spans both columns of the product and category hubs.
  region: 'top',
};
