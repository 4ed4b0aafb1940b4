import { SiteLink } from '../shell/ui/SiteLink';
import { contactUrl, repairUrl, serviceCentresUrl } from '../../shared/links';
import { dateFormatter } from '../shell/ui/format';
import { useAppSelector, usePage } from '../shell/ui/hooks';
import { ToolBreadcrumbs } from '../shell/ui/ToolBreadcrumbs';
import { useT } from '../shell/ui/useT';
import { visibleWhen } from '../shell/visibility';
import type { ModuleDefinition } from '../types';

function RepairConfirmation() {
  const t = useT();
  const page = usePage();
  const data = useAppSelector((s) => s.repairConfirmation.data);
  if (!data) return null;
  return (
    <article className="tool repair-confirmation" aria-labelledby="repair-confirmation-title">
      <ToolBreadcrumbs items={[{ label: t('contact.title'), href: contactUrl(page.locale) }, { label: t('repair.confirmationTitle') }]} />
      <header className="tool__header">
        <h1 id="repair-confirmation-title">{t('repair.confirmationTitle')}</h1>
      </header>
      <section className="module tool__panel repair-confirmation__panel">
        <p className="repair-confirmation__label">{t('repair.reference')}</p>
        <p className="repair-confirmation__reference" data-testid="repair-reference">
          {data.reference}
        </p>
        <p>{t('repair.confirmationText', { model: data.productModel })}</p>
        <p>{t('repair.nextSteps')}</p>
        <p className="hint">
          <time dateTime={data.createdAt}>{t('repair.received', { date: dateFormatter(page.locale).format(new Date(data.createdAt)) })}</time>
        </p>
        <ul className="contact-strip__links">
          <li>
            <SiteLink className="button button--secondary" to={serviceCentresUrl(page.locale)}>
              {t('contact.centresLink')}
            </SiteLink>
          </li>
          <li>
            <SiteLink className="button button--secondary" to={repairUrl(page.locale)}>
              {t('repair.anotherRequest')}
            </SiteLink>
          </li>
        </ul>
      </section>
    </article>
  );
}

/** docs/behaviour.md §2: a filed repair request's reference and next steps. Critical: an unknown reference is a 404. */
export const repairConfirmationModule: ModuleDefinition = {
  id: 'repairConfirmation',
  critical: true,
  queryParams: [],
  isVisible: visibleWhen({ id: 'repairConfirmation' }, (page) => page.type === 'repairConfirmation'),
  Component: RepairConfirmation,
};
