import type { PageState } from '../../store/pageSlice';
import { ascLoginUrl } from '../../shared/ascPortal';
import { searchInsightsUrl } from '../../shared/links';
import { SmartLink } from '../shell/ui/ResultList';
import { usePage, useAppSelector } from '../shell/ui/hooks';
import { useT } from '../shell/ui/useT';
import type { ModuleDefinition } from '../types';
import { canSeeModelDetails, isAgent, isAscPortal, visibleWhen } from '../shell/visibility';
import { LOGIN_REQUIRED, loginRequiredOn } from './loginRequired';
import { currentPath, load } from './load';

/** Pages whose main content is for service centres: they always say how to get in. */
const PORTAL_PAGES = new Set<string>([
  'homeRepair',
  'homeRepairResults',
  'categoryRepair',
  'categoryRepairResults',
  'productRepair',
  'productRepairResults',
  'productModelDetail',
  'productModelDetailResults',
  // Agents' search insights: only a signed-in agent sees them, so the page always says how to sign in.
  'agentSearchInsights',
]);

export const isPortalPage = (page: PageState): boolean => PORTAL_PAGES.has(page.type);

/** Portal pages, and other pages of visitors whose cookies say they use the portal. */
const isVisible = visibleWhen({ id: 'ascAccount' }, (page) => isPortalPage(page) || isAscPortal(page) || isAgent(page));

function AscAccount() {
  const t = useT();
  const page = usePage();
  const status = useAppSelector((s) => s.ascAuth.data);
  // The confirmed session (docs/behaviour.md §4): a status still loading or failed counts as signed out.
  const confirmed = useAppSelector((s) => s.isAscPortal);
  const loginRequired = loginRequiredOn(page);
  const user = confirmed ? status?.user : undefined;
  if (user && !loginRequired) {
    return (
      <section className="asc-account" aria-label={t('asc.account.label')}>
        <p className="asc-account__who">
          <span className="asc-account__badge">{t('asc.portal')}</span>
          <span>{t('asc.account.signedInAs', { name: user.displayName })}</span>
          <span className="asc-account__role">{t(`asc.account.role_${user.role}`)}</span>
          {/* Agents reach their search insights from wherever the account bar shows (ADR 027). */}
          {user.role === 'agent' && page.type !== 'agentSearchInsights' && (
            <SmartLink href={searchInsightsUrl(page.locale)} className="asc-account__link">
              {t('insights.title')}
            </SmartLink>
          )}
        </p>
        <form method="post" action={status?.logoutUrl}>
          <button type="submit" className="button button--secondary button--small">
            {t('asc.account.signOut')}
          </button>
        </form>
      </section>
    );
  }
  // Portal users see the prompt wherever their content was refused; everyone sees it on portal pages.
  if (!loginRequired && !isPortalPage(page)) return null;
  const fromApi = page.moduleData[LOGIN_REQUIRED];
  const href = status?.loginUrl ?? (typeof fromApi === 'string' ? fromApi : ascLoginUrl(currentPath(page), page.locale));
  // The agents' search insights say who they are for; every other page speaks to service centres.
  const forAgents = page.type === 'agentSearchInsights';
  const text = forAgents
    ? t('insights.signIn.text')
    : loginRequired || isAscPortal(page) || canSeeModelDetails(page)
      ? t('asc.signIn.expired')
      : t('asc.signIn.text');
  return (
    <section className="module asc-sign-in" aria-labelledby="asc-sign-in-title">
      <h2 id="asc-sign-in-title">{forAgents ? t('insights.signIn.title') : t('asc.signIn.title')}</h2>
      <p>{text}</p>
      <a className="button" href={href}>
        {t('asc.signIn.action')}
      </a>
    </section>
  );
}

/**
 * The visitor's portal account: who is signed in (with a sign-out button), or a sign-in prompt on
 * pages whose content is for service centres and wherever a restricted call asked for a sign-in.
 * docs/behaviour.md §7 "ASC auth" call. Non-critical: without it the rest of the page still renders.
 */
export const ascAccountModule: ModuleDefinition = {
  id: 'ascAccount',
  queryParams: ['path'],
  isVisible,
  load,
  Component: AscAccount,
  // On the two-column overviews it spans the page, above the columns.
  region: 'top',
};
