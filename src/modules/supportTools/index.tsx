import { SiteLink } from '../shell/ui/SiteLink';
import { supportPath } from '../../shared/links';
import { dateFormatter } from '../shell/ui/format';
import { useAppSelector, usePage } from '../shell/ui/hooks';
import { useT } from '../shell/ui/useT';
import { visibleWhen } from '../shell/visibility';
import type { ModuleDefinition } from '../types';

/** Home page: the tools (remote-control programming, the programmes' serial-number checkers). */
function SupportTools() {
  const t = useT();
  const page = usePage();
  const programmes = useAppSelector((s) => s.serialNumberProgrammes.data);
  const fmt = dateFormatter(page.locale);
  return (
    <section className="module support-tools" aria-labelledby="support-tools-title" id="supportTools">
      <h2 id="support-tools-title">{t('toolLinks.title')}</h2>
      <ul className="tool-cards">
        <li>
          <SiteLink className="tool-card" to={supportPath(page.locale, 'remote-control-programming')}>
            <span className="tool-card__title">{t('toolLinks.remoteTitle')}</span>
            <span className="tool-card__text">{t('toolLinks.remoteText')}</span>
          </SiteLink>
        </li>
        {programmes.map((p) => (
          <li key={p.listId}>
            <SiteLink className="tool-card tool-card--programme" to={p.url}>
              <span className="tool-card__eyebrow">{t('toolLinks.programmeEyebrow')}</span>
              <span className="tool-card__title">{p.title}</span>
              <span className="tool-card__text">
                {t('toolLinks.updated', { date: fmt.format(new Date(p.updated)) })}
              </span>
            </SiteLink>
          </li>
        ))}
      </ul>
    </section>
  );
}

export const supportToolsModule: ModuleDefinition = {
  id: 'supportTools',
  queryParams: ['CAFRENCH'],
  isVisible: visibleWhen({ id: 'supportTools' }, (page) => page.type === 'home'),
  Component: SupportTools,
};
