import { presentFaqBundle } from '../../shared/content/faqBundleRules';
import { smartHelpBundle } from '../../store/dataSets';
import type { Saga } from '../../store/pageModule';
import type { PageState } from '../../store/pageSlice';
import { DataFetchError } from '../../shared/api/errors';
import { plausibleName } from '../../store/sagas/detailsContext';
import { fetchInto, getApi } from '../../store/sagas/fetchers';
import { isTvSubPage, smartHelpPlaceOf } from '../shell/smartHelpUi/context';
import { ArticleTiles } from '../shell/smartHelpUi/Tile';
import { useAppSelector, usePage } from '../shell/ui/hooks';
import { queryValue } from '../shell/ui/queryLinks';
import { useT } from '../shell/ui/useT';
import type { ModuleDefinition } from '../types';
import { visibleWhen } from '../shell/visibility';

/** faq-bundles/{bundleID}: one curated bundle, only the articles that apply to this TV. Unknown id: 404. */
function* load(page: PageState): Saga {
  const place = smartHelpPlaceOf(page);
  if (place?.kind !== 'tv') return;
  const bundleId = plausibleName(page.params.bundleID);
  // A malformed id can never name a bundle: the helpful 404, not an error page.
  if (!bundleId) throw new DataFetchError('smartHelpBundle', 404);
  const api = yield* getApi();
  const accessLevel = queryValue(page.query, 'accessLevel');
  try {
    yield* fetchInto(smartHelpBundle, () =>
      api.faqBundleDetail({ locale: page.locale, bundleId, modelSlug: place.productName, accessLevel }).then((r) => presentFaqBundle(r.bundle)),
    );
  } catch (error) {
    if (error instanceof DataFetchError && error.status === 400) throw new DataFetchError('smartHelpBundle', 404);
    throw error;
  }
}

function SmartHelpBundle() {
  const t = useT();
  const page = usePage();
  const bundle = useAppSelector((s) => s.smartHelpBundle.data);
  const place = smartHelpPlaceOf(page);
  if (place?.kind !== 'tv' || !bundle) return null;
  return (
    <section className="tv-section" aria-labelledby="tv-bundle-title">
      <h1 id="tv-bundle-title">{bundle.collapseTitle}</h1>
      {bundle.linkedArticles.length === 0 ? (
        <p className="tv-empty">{t('smartHelp.bundleEmpty')}</p>
      ) : (
        <ArticleTiles items={bundle.linkedArticles} tv={place} locale={page.locale} label={bundle.collapseTitle} />
      )}
    </section>
  );
}

export const smartHelpBundleModule: ModuleDefinition = {
  id: 'smartHelpBundle',
  critical: true,
  queryParams: ['accessLevel'],
  isVisible: visibleWhen({ id: 'smartHelpBundle' }, (page) => isTvSubPage(page, 'faq-bundles')),
  load,
  Component: SmartHelpBundle,
};
