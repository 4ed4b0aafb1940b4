import { deferred } from '../bundles/deferred';
import type { ModuleDefinition } from '../types';
import { isAgent, isAscPortal, visibleWhen } from '../shell/visibility';
import { isPortalPage } from './portalPages';

/** Portal pages, and other pages of visitors whose cookies say they use the portal. */
const isVisible = visibleWhen({ id: 'ascAccount' }, (page) => isPortalPage(page) || isAscPortal(page) || isAgent(page));

// Shown to service centres, agents and on portal pages only, and made of a plain form and links that work before
// hydration: its code hydrates after the page (docs/decisions/042-javascript-budget.md, update 3), out of the
// anonymous product page's initial JavaScript.
const AscAccount = deferred(() => import(/* webpackChunkName: "later-ascAccount" */ './AscAccount').then((m) => m.AscAccount), {
  strings: 'ascAccount',
});

/**
 * The visitor's portal account: who is signed in (with a sign-out button), or a sign-in prompt on
 * pages whose content is for service centres and wherever a restricted call asked for a sign-in.
 * docs/behaviour.md §7 "ASC auth" call. Non-critical: without it the rest of the page still renders.
 */
export const ascAccountModule: ModuleDefinition = {
  id: 'ascAccount',
  queryParams: ['path'],
  isVisible,
  Component: AscAccount,
  // On the two-column overviews it spans the page, above the columns.
  region: 'top',
};
