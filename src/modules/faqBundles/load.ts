import { put } from 'redux-saga/effects';
import { automaticBundleGkId, presentFaqBundle, presentLinkedArticle } from '../../shared/content/faqBundleRules';
import { automaticBundleDetails, automaticBundles, faqBundles } from '../../store/dataSets';
import type { Saga } from '../../store/pageModule';
import type { PageState } from '../../store/pageSlice';
import { categoryNameOf, productNameOf } from '../../store/pageSelectors';
import { fetchInto, fetchPaged, getApi } from '../../store/sagas/fetchers';
import { queryNumber, queryValue } from '../shell/ui/queryLinks';
import { TOPIC_NUM_PARAM, TOPIC_PAGE_SIZE, selectedTopicOf } from './constants';

/**
 * Curated bundles of the model or category (presented as collapseTitle and linkedArticles, spec
 * §3), and for a model its automatic bundles: one per FAQ topic, with the opened one's articles.
 */
export function* loadFaqBundles(page: PageState): Saga {
  const modelSlug = page.typeAlias === 'product' ? productNameOf(page) : undefined;
  const categoryName = categoryNameOf(page);
  if (!modelSlug && !categoryName) return;
  const api = yield* getApi();
  const { locale } = page;
  const accessLevel = queryValue(page.query, 'accessLevel');
  const context = modelSlug ? { modelSlug } : { categoryName };
  yield* fetchInto(faqBundles, () =>
    api.faqBundles({ locale, accessLevel, ...context }).then((r) => r.bundles.map(presentFaqBundle)),
  );
  if (!modelSlug) {
    yield put(automaticBundles.actions.reset());
    yield put(automaticBundleDetails.actions.clear());
    return;
  }
  yield* fetchInto(automaticBundles, () =>
    api.automaticBundles({ locale, accessLevel, modelSlug }).then((r) => r.bundles),
  );
  const topic = selectedTopicOf(page);
  if (!topic) {
    yield put(automaticBundleDetails.actions.clear());
    return;
  }
  // docs/behaviour.md §5: the gkId carries only the language part of the locale.
  const gkId = automaticBundleGkId(topic, locale);
  const num = queryNumber(page.query, TOPIC_NUM_PARAM, TOPIC_PAGE_SIZE);
  yield* fetchPaged(automaticBundleDetails, { start: 0, num, model: modelSlug, gkId, locale }, (start, n) =>
    api.automaticBundleDetails({ locale, model: modelSlug, gkId, start, num: n, accessLevel }).then((r) => ({
      start: r.start,
      end: r.end,
      count: r.count,
      results: r.linkedArticles.map(presentLinkedArticle),
    })),
  );
}
