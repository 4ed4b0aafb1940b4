import { ToolBreadcrumbs } from '../shell/ui/ToolBreadcrumbs';
import { useT } from '../shell/ui/useT';
import { contactUrl } from '../../shared/links';
import { usePage } from '../shell/ui/hooks';
import { visibleWhen } from '../shell/visibility';
import type { ModuleDefinition } from '../types';
import { RepairForm } from './RepairForm';

function RepairRequest() {
  const t = useT();
  const page = usePage();
  return (
    <article className="tool repair" aria-labelledby="repair-title">
      <ToolBreadcrumbs items={[{ label: t('contact.title'), href: contactUrl(page.locale) }, { label: t('repair.title') }]} />
      <header className="tool__header">
        <h1 id="repair-title">{t('repair.title')}</h1>
        <p className="tool__intro">{t('repair.intro')}</p>
      </header>
      <section className="module tool__panel">
        <RepairForm />
      </section>
    </article>
  );
}

/** docs/behaviour.md §2: the repair request form; `model` prefills the product the visitor came from. */
export const repairRequestModule: ModuleDefinition = {
  id: 'repairRequest',
  queryParams: ['model'],
  isVisible: visibleWhen({ id: 'repairRequest' }, (page) => page.type === 'repairRequest'),
  Component: RepairRequest,
};
