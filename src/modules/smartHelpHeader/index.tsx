import { SiteLink } from '../shell/ui/SiteLink';
import { smartHelpPlaceOf } from '../shell/smartHelpUi/context';
import { useTvKeyboard } from '../shell/smartHelpUi/keyboard';
import { smartHelpEntryUrl, smartHelpUrl } from '../shell/smartHelpUi/links';
import { useAppSelector, usePage } from '../shell/ui/hooks';
import { useT } from '../shell/ui/useT';
import type { ModuleDefinition } from '../types';
import { visibleWhen } from '../shell/visibility';

/** The product's display name for headings: model number and name, as on the TV's label and box. */
export function useTvName(): string | undefined {
  const meta = useAppSelector((s) => s.smartHelpProduct.data);
  if (!meta || meta.data.kind !== 'product') return undefined;
  return meta.data.modelNumber ? `${meta.data.modelNumber} · ${meta.data.displayName}` : meta.data.displayName;
}

/** Compact TV header: what this help is for and a Home tile, instead of the site's header chrome. */
function SmartHelpHeader() {
  const t = useT();
  const page = usePage();
  const place = smartHelpPlaceOf(page);
  const name = useTvName();
  const home = place?.kind === 'tv' ? smartHelpUrl(page.locale, place) : smartHelpEntryUrl(page.locale);
  useTvKeyboard(home);
  return (
    <nav className="tv-header" aria-label={t('smartHelp.name')}>
      <SiteLink to={home} className="tv-header__home">
        <svg aria-hidden="true" width="40" height="40" viewBox="0 0 24 24">
          <path d="M3 11.5 12 4l9 7.5V20a1 1 0 0 1-1 1h-5v-6H9v6H4a1 1 0 0 1-1-1z" fill="currentColor" />
        </svg>
        <span>{t('smartHelp.home')}</span>
      </SiteLink>
      <p className="tv-header__title">
        <span className="tv-header__brand">{t('smartHelp.name')}</span>
        {name && <span className="tv-header__product">{name}</span>}
      </p>
      <p className="tv-header__hint">{t('smartHelp.keysHint')}</p>
    </nav>
  );
}

export const smartHelpHeaderModule: ModuleDefinition = {
  id: 'smartHelpHeader',
  critical: true,
  queryParams: [],
  isVisible: visibleWhen({ id: 'smartHelpHeader' }, (page) => page.type === 'smartHelp'),
  Component: SmartHelpHeader,
};
