import { SiteLink } from '../shell/ui/SiteLink';
import { supportPath } from '../../shared/links';
import { smartHelpPlaceOf } from '../shell/smartHelpUi/context';
import { smartHelpEntryUrl } from '../shell/smartHelpUi/links';
import { usePage } from '../shell/ui/hooks';
import { useT } from '../shell/ui/useT';
import type { ModuleDefinition } from '../types';
import { visibleWhen } from '../shell/visibility';

/**
 * /tvhelp/error: where a TV is sent after a failure. It is a page the TV navigated to on purpose,
 * so it answers 200 (a 5xx would make some TV browsers show their own error screen instead).
 */
function SmartHelpError() {
  const t = useT();
  const page = usePage();
  return (
    <section className="tv-section tv-error" aria-labelledby="tv-error-title">
      <h1 id="tv-error-title">{t('smartHelp.errorTitle')}</h1>
      <p className="tv-lead">{t('smartHelp.errorText')}</p>
      <ul className="tv-grid tv-grid--menu" aria-label={t('smartHelp.errorActions')}>
        <li>
          <SiteLink className="tv-tile" to={smartHelpEntryUrl(page.locale)}>
            <span className="tv-tile__body">
              <span className="tv-tile__title">{t('smartHelp.errorBack')}</span>
            </span>
          </SiteLink>
        </li>
        <li>
          <a className="tv-tile" href={supportPath(page.locale)}>
            <span className="tv-tile__body">
              <span className="tv-tile__title">{t('site.home')}</span>
            </span>
          </a>
        </li>
      </ul>
    </section>
  );
}

export const smartHelpErrorModule: ModuleDefinition = {
  id: 'smartHelpError',
  queryParams: [],
  isVisible: visibleWhen({ id: 'smartHelpError' }, (page) => smartHelpPlaceOf(page)?.kind === 'error'),
  Component: SmartHelpError,
};
