import { Link } from 'react-router-dom';
import { DataFetchError } from '../../shared/api/errors';
import { smartHelpProduct } from '../../store/dataSets';
import type { Saga } from '../../store/pageModule';
import type { PageState } from '../../store/pageSlice';
import { fetchInto, getApi } from '../../store/sagas/fetchers';
import { put } from 'redux-saga/effects';
import { smartHelpPlaceOf } from '../shell/smartHelpUi/context';
import { useTvKeyboard } from '../shell/smartHelpUi/keyboard';
import { smartHelpEntryUrl, smartHelpUrl } from '../shell/smartHelpUi/links';
import { useAppSelector, usePage } from '../shell/ui/hooks';
import { useT } from '../shell/ui/useT';
import type { ModuleDefinition } from '../types';
import { visibleWhen } from '../shell/visibility';

/**
 * The TV the help is for. Critical: an unknown product, or one that is not in the category of the
 * address, is the helpful 404 page rather than a help page for nothing.
 */
function* load(page: PageState): Saga {
  const place = smartHelpPlaceOf(page);
  if (place?.kind !== 'tv') {
    yield put(smartHelpProduct.actions.reset());
    return;
  }
  const api = yield* getApi();
  const data = yield* fetchInto(smartHelpProduct, () => api.productMetadata({ locale: page.locale, productName: place.productName }));
  const inCategory = data?.parentCategories.some((c) => c.name === place.categoryName);
  if (!inCategory) throw new DataFetchError('smartHelpProduct', 404);
}

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
      <Link to={home} className="tv-header__home">
        <svg aria-hidden="true" width="40" height="40" viewBox="0 0 24 24">
          <path d="M3 11.5 12 4l9 7.5V20a1 1 0 0 1-1 1h-5v-6H9v6H4a1 1 0 0 1-1-1z" fill="currentColor" />
        </svg>
        <span>{t('smartHelp.home')}</span>
      </Link>
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
  load,
  Component: SmartHelpHeader,
};
