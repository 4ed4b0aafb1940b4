import { EmbeddedHtml } from '../shell/ui/EmbeddedHtml';
import { dateFormatter } from '../shell/ui/format';
import { useAppSelector, usePage } from '../shell/ui/hooks';
import { ToolBreadcrumbs } from '../shell/ui/ToolBreadcrumbs';
import { useT } from '../shell/ui/useT';
import { visibleWhen } from '../shell/visibility';
import type { ModuleDefinition } from '../types';
import { CheckerForm } from './CheckerForm';

function SerialNumberChecker() {
  const t = useT();
  const page = usePage();
  const state = useAppSelector((s) => s.serialNumberChecker);
  const { info } = state;
  if (!info) return null;
  const updated = dateFormatter(page.locale).format(new Date(info.updated));
  return (
    <article className="tool serial-checker" aria-labelledby="serial-checker-title">
      <ToolBreadcrumbs items={[{ label: t('serialChecker.breadcrumb') }]} />
      <header className="tool__header">
        <p className="tool__eyebrow">{t('serialChecker.eyebrow')}</p>
        <h1 id="serial-checker-title">{info.title}</h1>
        <p className="tool__intro">{info.intro}</p>
        <p className="tool__meta">
          <time dateTime={info.updated}>{t('serialChecker.updated', { date: updated })}</time>
        </p>
      </header>
      <div className="tool__layout">
        <section className="module tool__panel" aria-labelledby="serial-form-title">
          <h2 id="serial-form-title">{t('serialChecker.formTitle')}</h2>
          <p className="hint">{t('serialChecker.formIntro')}</p>
          <CheckerForm />
        </section>
        <EmbeddedHtml html={state.mainTemplate} className="module tool__body" />
      </div>
      {state.faqTemplate && (
        <section className="module tool__faq" aria-labelledby="serial-faq-title">
          <h2 id="serial-faq-title">{t('serialChecker.faqTitle')}</h2>
          <EmbeddedHtml html={state.faqTemplate} />
        </section>
      )}
    </article>
  );
}

/** docs/behaviour.md §2-§5 serial-number checker: a list's programme notice and its model -> serial check. */
export const serialNumberCheckerModule: ModuleDefinition = {
  id: 'serialNumberChecker',
  // An unknown list is a 404 page, not an empty one.
  critical: true,
  queryParams: ['model', 'category', 'internal', 'CAFRENCH'],
  isVisible: visibleWhen({ id: 'serialNumberChecker' }, (page) => page.type === 'serialNumberChecker'),
  Component: SerialNumberChecker,
};
