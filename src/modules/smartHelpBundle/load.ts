import { presentFaqBundle } from '../../shared/content/faqBundleRules';
import { smartHelpBundle } from '../../store/dataSets';
import type { Saga } from '../../store/pageModule';
import type { PageState } from '../../store/pageSlice';
import { DataFetchError } from '../../shared/api/errors';
import { plausibleName } from '../../store/sagas/detailsContext';
import { fetchInto, getApi } from '../../store/sagas/fetchers';
import { smartHelpPlaceOf } from '../shell/smartHelpUi/context';
import { queryValue } from '../shell/ui/queryLinks';

/** faq-bundles/{bundleID}: one curated bundle, only the articles that apply to this TV. Unknown id: 404. */
export function* load(page: PageState): Saga {
  const place = smartHelpPlaceOf(page);
  if (place?.kind !== 'tv') return;
  const bundleId = plausibleName(page.params.bundleID);
  // A malformed id can never name a bundle: the helpful 404, not an error page.
  if (!bundleId) throw new DataFetchError('smartHelpBundle', 404);
  const api = yield* getApi();
  const accessLevel = queryValue(page.query, 'accessLevel');
  try {
    yield* fetchInto(smartHelpBundle, () =>
      api
        .faqBundleDetail({ locale: page.locale, bundleId, modelSlug: place.productName, accessLevel })
        .then((r) => presentFaqBundle(r.bundle)),
    );
  } catch (error) {
    if (error instanceof DataFetchError && error.status === 400) throw new DataFetchError('smartHelpBundle', 404);
    throw error;
  }
}
