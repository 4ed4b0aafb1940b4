import { deferred } from '../bundles/deferred';
import type { ModuleDefinition } from '../types';
import { visibleWhen } from '../shell/visibility';
import { TOPIC_NUM_PARAM, TOPIC_PARAM } from './constants';

/** FAQ bundles: curated ones as collapsible lists, automatic ones (FAQ topics) as chips that open. */
export const faqBundlesModule: ModuleDefinition = {
  id: 'faqBundles',
  queryParams: [TOPIC_PARAM, TOPIC_NUM_PARAM, 'accessLevel', 'modelName'],
  isVisible: visibleWhen(
    { id: 'faqBundles', searchTypes: ['faqs'] },
    (page) => page.typeAlias === 'product' || page.typeAlias === 'category',
  ),
  // Below the fold: hydrates after the page (docs/decisions/042-javascript-budget.md).
  Component: deferred(() => import(/* webpackChunkName: "later-faqBundles" */ './FaqBundles').then((m) => m.FaqBundles)),
  navLabel: 'hub.faqBundles.title',
  hasContent: (state) => state.faqBundles.data.length > 0 || state.automaticBundles.data.length > 0,
};
