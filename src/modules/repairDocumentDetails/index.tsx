import { DetailsBreadcrumbs } from '../shell/ui/DetailsBreadcrumbs';
import { DetailsModels } from '../shell/ui/DetailsModels';
import { EmbeddedHtml } from '../shell/ui/EmbeddedHtml';
import { InLanguage, useTextLang } from '../shell/ui/InLanguage';
import { detailsHeadings } from '../shell/ui/detailsHeadings';
import { dateFormatter, formatBytes } from '../shell/ui/format';
import { usePage, useAppSelector } from '../shell/ui/hooks';
import { useT } from '../shell/ui/useT';
import { visibleWhen } from '../shell/visibility';
import type { ModuleDefinition } from '../types';
import { FORBIDDEN } from './constants';

function Forbidden({ Title }: { Title: 'h1' | 'h2' }) {
  const t = useT();
  return (
    <section className="module details repair-details repair-details--forbidden" aria-labelledby="repair-forbidden-title">
      <Title id="repair-forbidden-title">{t('repairDetails.forbiddenTitle')}</Title>
      <p>{t('repairDetails.forbiddenText')}</p>
    </section>
  );
}

function RepairDocumentDetails() {
  const t = useT();
  const page = usePage();
  const data = useAppSelector((s) => s.repairDetails.data);
  const textLang = useTextLang();
  const { Title, Section, Item } = detailsHeadings(page);
  if (page.moduleData[FORBIDDEN]) return <Forbidden Title={Title} />;
  if (!data) return null;
  return (
    <article className="module details repair-details" aria-labelledby="repair-title">
      <DetailsBreadcrumbs current={data.title} />
      <header className="details__header">
        <p className="details__eyebrow">
          {t(`repairDetails.type_${data.type}`)} <InLanguage language={data.language} />
        </p>
        <Title id="repair-title" lang={textLang(data.language)}>
          {data.title}
        </Title>
        <p className="details__meta">
          <span>{t('repairDetails.documentNumber', { number: data.documentNumber })}</span>
          <time dateTime={data.date}>{t('details.updated', { date: dateFormatter(page.locale).format(new Date(data.date)) })}</time>
        </p>
        <p className="details__notice">{t('repairDetails.confidential')}</p>
      </header>
      <EmbeddedHtml html={data.body} className="details__section" lang={textLang(data.language)} />
      {data.associatedFiles.length > 0 && (
        <section className="details__section" aria-labelledby="repair-files-title">
          <Section id="repair-files-title">{t('repairDetails.files')}</Section>
          <ul className="doc-list">
            {data.associatedFiles.map((file) => (
              <li key={file.url} className="doc-list__item">
                <span className="file-badge" aria-hidden="true">
                  PDF
                </span>
                <div className="doc-list__body">
                  <Item className="doc-list__title">{file.title}</Item>
                  <p className="doc-list__meta">
                    {file.fileName} · {t('repairDetails.fileInfo', { type: 'PDF', size: formatBytes(file.fileSize, page.locale) })}
                  </p>
                </div>
                <a className="button button--secondary" href={file.url} download={file.fileName}>
                  {t('downloadDetails.download')}
                  <span className="visually-hidden">: {file.title}</span>
                </a>
              </li>
            ))}
          </ul>
        </section>
      )}
      <DetailsModels id="repair-models-title" title={t('repairDetails.models')} modelNames={data.modelNames} Heading={Section} />
    </article>
  );
}

/**
 * A repair document of the service-centre portal with its associated files (docs/behaviour.md §2, §3). The
 * content service serves it to a verified session only; without one the page load follows the
 * login redirect. Critical: an unknown document is the 404 page.
 */
export const repairDocumentDetailsModule: ModuleDefinition = {
  id: 'repairDocumentDetails',
  critical: true,
  queryParams: ['modelName', 'category', 'channel'],
  isVisible: visibleWhen({ id: 'repairDocumentDetails' }, (page) => page.typeAlias === 'repairDocumentDetails'),
  Component: RepairDocumentDetails,
};
