import { usePage } from '../shell/ui/hooks';
import { ToolBreadcrumbs } from '../shell/ui/ToolBreadcrumbs';
import { useT } from '../shell/ui/useT';
import { dateFormatter } from '../shell/ui/format';
import { isLegalDocumentId, legalDocument } from './texts';

/** The imprint or the privacy notice in the page's language (the route's `document` parameter says which). */
export function LegalNotice() {
  const t = useT();
  const page = usePage();
  const id = page.params.document;
  if (!isLegalDocumentId(id)) return null;
  const doc = legalDocument(page.locale, id);
  return (
    <article className="tool legal" aria-labelledby="legal-title">
      <ToolBreadcrumbs items={[{ label: doc.title }]} />
      <header className="tool__header">
        <h1 id="legal-title">{doc.title}</h1>
        <p className="tool__intro">{doc.lead}</p>
        <p className="hint">
          {t('legal.updated', { date: dateFormatter(page.locale).format(new Date(doc.updated)) })}
        </p>
      </header>
      {doc.sections.map((section, i) => (
        <section key={section.heading} className="legal__section" aria-labelledby={`legal-section-${i}`}>
          <h2 id={`legal-section-${i}`}>{section.heading}</h2>
          {section.paragraphs.map((p) => (
            <p key={p}>{p}</p>
          ))}
        </section>
      ))}
    </article>
  );
}
