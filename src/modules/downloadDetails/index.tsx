import { DetailsBreadcrumbs } from '../shell/ui/DetailsBreadcrumbs';
import { DetailsModels } from '../shell/ui/DetailsModels';
import { DownloadFacts } from '../shell/ui/DownloadFacts';
import { downloadValueLabel } from '../shell/ui/downloadValues';
import { LICENCE_PARAM, LicensedDownload } from './LicensedDownload';
import { SmartLink } from '../shell/ui/ResultList';
import { detailsHeadings } from '../shell/ui/detailsHeadings';
import { usePage, useAppSelector } from '../shell/ui/hooks';
import { useT } from '../shell/ui/useT';
import { visibleWhen } from '../shell/visibility';
import type { ModuleDefinition } from '../types';

function DownloadDetails() {
  const t = useT();
  const page = usePage();
  const data = useAppSelector((s) => s.downloadDetails.data);
  if (!data) return null;
  const { Title, Section } = detailsHeadings(page);
  return (
    <article className="module details download-details" aria-labelledby="download-title">
      <DetailsBreadcrumbs current={data.title} />
      <header className="details__header">
        {data.downloadType && <p className="details__eyebrow">{downloadValueLabel(t, data.downloadType)}</p>}
        <Title id="download-title">{data.title}</Title>
        {data.snippet && <p className="details__lead">{data.snippet}</p>}
      </header>
      <div className="download-panel">
        <section className="download-panel__facts" aria-labelledby="download-facts-title">
          <Section id="download-facts-title" className="visually-hidden">
            {t('downloadDetails.facts')}
          </Section>
          <DownloadFacts
            version={data.version}
            date={data.date}
            downloadType={data.downloadType}
            operatingSystems={data.operatingSystems}
            fileName={data.fileName}
            fileSize={data.fileSize}
            sha256={data.sha256}
          />
        </section>
        <div className="download-panel__action">
          <LicensedDownload
            key={data.downloadNo}
            fileUrl={data.downloadUrl}
            fileName={data.fileName}
            eulaUrl={data.eulaUrl}
            headingLevel={Section}
          />
        </div>
      </div>
      {data.softwareArticle && (
        <section className="details__section" aria-labelledby="other-platforms-title">
          <Section id="other-platforms-title">{t('downloadDetails.otherPlatforms')}</Section>
          <p>
            {t('downloadDetails.otherPlatformsText')} <SmartLink href={data.softwareArticle.url}>{data.softwareArticle.title}</SmartLink>
          </p>
        </section>
      )}
      {data.releaseNotes && (
        <section className="details__section" aria-labelledby="release-notes-title">
          <Section id="release-notes-title">{t('downloadDetails.releaseNotes')}</Section>
          <p>{data.releaseNotes}</p>
        </section>
      )}
      {data.installation && (
        <section className="details__section" aria-labelledby="installation-title">
          <Section id="installation-title">{t('downloadDetails.installation')}</Section>
          <p>{data.installation}</p>
        </section>
      )}
      <DetailsModels id="download-models-title" title={t('downloadDetails.models')} modelNames={data.modelNames} Heading={Section} />
    </article>
  );
}

/*
 * The licence flow lives here: the step before the file (LicensedDownload.tsx, also used by softwareDetails),
 * fetching the licence text (eula.ts) and its state in src/store/downloadDetailsSlice.ts, which stays in the
 * store because the root reducer lists every slice and the store never imports a module (docs/decisions/034).
 */

/**
 * The download details page (docs/behaviour.md §2, §3): the file's facts, release notes and installation, and
 * the licence flow before the download link. Critical: an unknown download is the 404 page.
 */
export const downloadDetailsModule: ModuleDefinition = {
  id: 'downloadDetails',
  critical: true,
  queryParams: ['operating-system', 'download-category', 'modelName', 'category', 'CAFRENCH', LICENCE_PARAM],
  isVisible: visibleWhen({ id: 'downloadDetails' }, (page) => page.typeAlias === 'downloadDetails'),
  Component: DownloadDetails,
};
