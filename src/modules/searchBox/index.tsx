import { usePage } from '../ui/hooks';
import { MODULE_RULES, visibleWhen } from '../visibility';
import { useT } from '../ui/useT';
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
    <section className="hero">
      <h1>{t(titleKey)}</h1>
      <p className="hero__intro">{page.searchType === 'none' ? t('home.intro') : t('home.typeIntro')}</p>
      <SearchBox hero />
    </section>
  );
}

/** Spec §6: lite mode crm hides the search module. */
export const searchBoxModule: ModuleDefinition = {
  id: 'searchBox',
  queryParams: [],
  isVisible: visibleWhen(MODULE_RULES.searchBox),
  Component: SearchModule,
};
