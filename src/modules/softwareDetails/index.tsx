import { downloadValueLabel } from '../shell/ui/downloadValues';
import { downloadDetailsActions } from '../../store/downloadDetailsSlice';
import { ARTICLE_QUERY_PARAMS } from '../articleDetails';
import { DetailsAsides } from '../shell/ui/DetailsAsides';
import { DetailsBreadcrumbs } from '../shell/ui/DetailsBreadcrumbs';
import { DetailsSteps } from '../shell/ui/DetailsSteps';
import { FallbackNotice, fallbackLanguage } from '../shell/ui/ContentLanguage';
import { DownloadFacts } from '../shell/ui/DownloadFacts';
import { EmbeddedHtml } from '../shell/ui/EmbeddedHtml';
import { LICENCE_PARAM, LicensedDownload } from '../downloadDetails/LicensedDownload';
import { SmartLink } from '../shell/ui/ResultList';
import { detailsHeadings } from '../shell/ui/detailsHeadings';
import { useAppDispatch, usePage, useAppSelector } from '../shell/ui/hooks';
import { useT } from '../shell/ui/useT';
import { visibleWhen } from '../shell/visibility';
import type { ModuleDefinition } from '../types';

function SoftwareDetails() {
  const t = useT();
  const page = usePage();
  const dispatch = useAppDispatch();
  const data = useAppSelector((s) => s.articleDetails.data);
  const softwareIndex = useAppSelector((s) => s.downloadDetails.softwareIndex);
  if (!data) return null;
  const { Title, Section, Item } = detailsHeadings(page);
  const index = Math.min(softwareIndex, Math.max(0, data.software.length - 1));
  const entry = data.software[index];
  // An untranslated page: its own text is marked with its language, the site's labels stay as they are.
  const lang = fallbackLanguage(page.locale, data.language);
  const choose = (i: number) => {
    // The open licence belongs to the other download.
    dispatch(downloadDetailsActions.eulaShown(false));
    dispatch(downloadDetailsActions.softwareIndexSet(i));
  };
  return (
    <article className="module details software-details" aria-labelledby="software-title">
      <DetailsBreadcrumbs current={data.title} lang={lang} />
      <header className="details__header">
        <p className="details__eyebrow">{data.downloadType ? downloadValueLabel(t, data.downloadType) : t('details.type_software-article')}</p>
        <Title id="software-title" lang={lang}>
          {data.title}
        </Title>
        <FallbackNotice pageLocale={page.locale} language={lang} />
      </header>
      {entry && (
        <section className="download-panel download-panel--software" aria-labelledby="software-download-title">
          <Section id="software-download-title" className="download-panel__title">
            {t('softwareDetails.selected', { platforms: entry.operatingSystems.join(', ') })}
          </Section>
          {data.multiDownload && (
            <fieldset className="platform-choice">
              <legend>{t('softwareDetails.choosePlatform')}</legend>
              {data.software.map((s, i) => (
                <label key={s.downloadId} className="platform-choice__option">
                  <input type="radio" name={`platform-${data.articleId}`} value={i} checked={i === index} onChange={() => choose(i)} />
                  <span>{s.operatingSystems.join(', ')}</span>
                </label>
              ))}
            </fieldset>
          )}
          <div className="download-panel__body">
            <div className="download-panel__facts">
              <DownloadFacts version={entry.version} date={entry.date} fileName={entry.fileName} fileSize={entry.fileSize} sha256={entry.sha256} />
              <SmartLink href={entry.detailsUrl} className="link-more">
                {t('softwareDetails.downloadPage')}
              </SmartLink>
            </div>
            <div className="download-panel__action">
              <LicensedDownload
                key={`${data.articleId}:${entry.downloadId}`}
                fileUrl={entry.url}
                fileName={entry.fileName}
                eulaUrl={entry.eulaUrl}
                headingLevel={Item}
              />
            </div>
          </div>
        </section>
      )}
      <EmbeddedHtml html={data.body} className="details__section" lang={lang} />
      <DetailsSteps
        id="install-title"
        title={t('softwareDetails.installation')}
        stepNum={data.stepNum}
        steps={data.steps}
        Heading={Section}
        ItemHeading={Item}
        lang={lang}
      />
      <DetailsAsides products={data.relatedProducts} Heading={Section} ItemHeadingTag={Item} />
    </article>
  );
}

/**
 * The software details page (docs/behaviour.md §3 software articles): one download per platform (multiDownload)
 * chosen with the software index, each behind its licence, plus installation steps. Critical.
 */
export const softwareDetailsModule: ModuleDefinition = {
  id: 'softwareDetails',
  critical: true,
  queryParams: [...ARTICLE_QUERY_PARAMS, LICENCE_PARAM],
  isVisible: visibleWhen({ id: 'softwareDetails' }, (page) => page.typeAlias === 'softwareDetails'),
  Component: SoftwareDetails,
};
