import { ContactStrip } from '../shell/ui/ContactStrip';
import { DetailsAsides } from '../shell/ui/DetailsAsides';
import { DetailsBreadcrumbs } from '../shell/ui/DetailsBreadcrumbs';
import { DetailsSteps } from '../shell/ui/DetailsSteps';
import { FallbackNotice, fallbackLanguage } from '../shell/ui/ContentLanguage';
import { EmbeddedHtml } from '../shell/ui/EmbeddedHtml';
import { PrintButton } from '../shell/ui/PrintButton';
import { detailsHeadings } from '../shell/ui/detailsHeadings';
import { dateFormatter } from '../shell/ui/format';
import { usePage, useAppSelector } from '../shell/ui/hooks';
import { useT } from '../shell/ui/useT';
import { visibleWhen } from '../shell/visibility';
import type { ModuleDefinition } from '../types';
import { VideoPlayer } from './VideoPlayer';

/** The context parameters the article calls send: a change reloads the article. */
export const ARTICLE_QUERY_PARAMS = ['modelName', 'category', 'channel', 'proCategory', 'config', 'CAFRENCH', 'accessLevel'] as const;

function ArticleDetails() {
  const t = useT();
  const page = usePage();
  const data = useAppSelector((s) => s.articleDetails.data);
  // Inside a product's pages the repair form opens with that product's model number.
  const meta = useAppSelector((s) => s.metadata.data);
  const articleModel = meta?.data.kind === 'product' ? (meta.data.modelNumber ?? undefined) : undefined;
  if (!data) return null;
  const { Title, Section, Item } = detailsHeadings(page);
  // An untranslated article: its own text is marked as English, the site's labels stay in the page's language.
  const lang = fallbackLanguage(page.locale, data.language);
  return (
    <article className="module details article-details" aria-labelledby="article-title">
      <DetailsBreadcrumbs current={data.title} lang={lang} />
      <header className="details__header">
        <p className={`details__eyebrow details__eyebrow--${data.articleType}`}>{t(`details.type_${data.articleType}`)}</p>
        <Title id="article-title" lang={lang}>
          {data.title}
        </Title>
        <p className="details__meta">
          <span>{t('details.articleId', { id: data.articleId })}</span>
          {data.date && <time dateTime={data.date}>{t('details.updated', { date: dateFormatter(page.locale).format(new Date(data.date)) })}</time>}
        </p>
        <FallbackNotice pageLocale={page.locale} language={lang} />
        <PrintButton label={t('articleDetails.print')} />
      </header>
      {/* A video's page: the player and its transcript take the place of the steps and the resolution. */}
      {data.video && <VideoPlayer video={data.video} data={data} pageLocale={page.locale} lang={lang} Heading={Section} />}
      {data.symptoms.length > 0 && (
        <section className="details__section" aria-labelledby="symptoms-title">
          <Section id="symptoms-title">{t('articleDetails.symptoms')}</Section>
          <ul className="symptoms" lang={lang}>
            {data.symptoms.map((symptom) => (
              <li key={symptom}>{symptom}</li>
            ))}
          </ul>
        </section>
      )}
      {!data.video && (
        <DetailsSteps
          id="steps-title"
          title={t('articleDetails.steps')}
          aside={<span className="details__count">{t('articleDetails.stepCount', { count: data.stepNum })}</span>}
          stepNum={data.stepNum}
          steps={data.steps}
          Heading={Section}
          ItemHeading={Item}
          lang={lang}
        />
      )}
      {data.body && !data.video && (
        <section className="details__section" aria-labelledby="resolution-title">
          <Section id="resolution-title">{t('articleDetails.resolution')}</Section>
          <EmbeddedHtml html={data.body} lang={lang} />
        </section>
      )}
      {/* docs/behaviour.md §2: an article that did not solve the problem leads to a person or a repair. */}
      <ContactStrip variant="article" modelNumber={articleModel} />
      <DetailsAsides products={data.relatedProducts} Heading={Section} ItemHeadingTag={Item} />
    </article>
  );
}

/**
 * The article details page (docs/behaviour.md §2, §3): symptoms, numbered steps (stepNum), the resolution,
 * related products, where the article applies and related articles. Critical: an unknown article
 * is the 404 page.
 */
export const articleDetailsModule: ModuleDefinition = {
  id: 'articleDetails',
  critical: true,
  queryParams: ARTICLE_QUERY_PARAMS,
  isVisible: visibleWhen({ id: 'articleDetails' }, (page) => page.typeAlias === 'articleDetails'),
  Component: ArticleDetails,
};
