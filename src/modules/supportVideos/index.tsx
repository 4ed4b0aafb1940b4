import type { ModuleDefinition } from '../types';
import { visibleWhen } from '../shell/visibility';
import { deferred } from '../bundles/deferred';

/** Support videos of the product or category, as cards with load more (videos-num). */
export const supportVideosModule: ModuleDefinition = {
  id: 'supportVideos',
  queryParams: ['videos-num', 'accessLevel', 'modelName'],
  isVisible: visibleWhen({ id: 'supportVideos' }, (page) => page.type === 'product' || page.type === 'category'),
  // Below the fold of the product and category pages on phones and desktops: hydrates after the page
  // (docs/decisions/042-javascript-budget.md).
  Component: deferred(() =>
    import(/* webpackChunkName: "later-supportVideos" */ './SupportVideos').then((m) => m.SupportVideos),
  ),
  navLabel: 'hub.videos.title',
  hasContent: (state) => state.supportVideos.results.length > 0,
};
