import type { ModuleDefinition } from '../types';
import { visibleWhen } from '../shell/visibility';
import { deferred } from '../bundles/deferred';

export const followUpdatesModule: ModuleDefinition = {
  id: 'followUpdates',
  queryParams: [],
  isVisible: visibleWhen({ id: 'followUpdates' }, (page) => page.type === 'product' || page.type === 'category'),
  // Side column, below the fold of product and category pages: hydrates after the page
  // (docs/decisions/042-javascript-budget.md); a plain link and <details>, so it works before that too.
  Component: deferred(() =>
    import(/* webpackChunkName: "later-followUpdates" */ './FollowUpdates').then((m) => m.FollowUpdates),
    { strings: 'followUpdates' },
  ),
  region: 'aside',
};
