import { ascLoginUrl } from '../../shared/ascPortal';
import { searchInsightsUrl } from '../../shared/links';
import { SmartLink } from '../shell/ui/ResultList';
import { usePage, useAppSelector } from '../shell/ui/hooks';
import { useT } from '../shell/ui/useT';
import { canSeeModelDetails, isAscPortal } from '../shell/visibility';
import { LOGIN_REQUIRED, loginRequiredOn } from './loginRequired';
import { currentPath } from './constants';
import { isPortalPage } from './portalPages';

// Its texts are all in the `asc` section, the agents' ones too: the product pages' strings leave out the search
// insights' section (docs/decisions/042-javascript-budget.md, update 3).
export function AscAccount() {
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
              {t('asc.account.insights')}
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
    ? t('asc.signIn.agentsText')
    : loginRequired || isAscPortal(page) || canSeeModelDetails(page)
      ? t('asc.signIn.expired')
      : t('asc.signIn.text');
  return (
    <section className="module asc-sign-in" aria-labelledby="asc-sign-in-title">
      <h2 id="asc-sign-in-title">{forAgents ? t('asc.signIn.agentsTitle') : t('asc.signIn.title')}</h2>
      <p>{text}</p>
      <a className="button" href={href}>
        {t('asc.signIn.action')}
      </a>
    </section>
  );
}

