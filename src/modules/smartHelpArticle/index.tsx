import { ARTICLE_TYPES } from '../../shared/content/types';
import { isTvSubPage, smartHelpPlaceOf } from '../shell/smartHelpUi/context';
import { ArticleTiles } from '../shell/smartHelpUi/Tile';
import { EmbeddedHtml } from '../shell/ui/EmbeddedHtml';
import { useAppSelector, usePage } from '../shell/ui/hooks';
import { useT } from '../shell/ui/useT';
import type { ModuleDefinition } from '../types';
import { visibleWhen } from '../shell/visibility';

function SmartHelpArticle() {
  const t = useT();
  const page = usePage();
  const data = useAppSelector((s) => s.articleDetails.data);
  // Software pages have no smart-help variant: only articles are offered.
  const related = useAppSelector((s) => s.relatedArticles.data).filter((r) => (ARTICLE_TYPES as readonly string[]).includes(r.contentType));
  const place = smartHelpPlaceOf(page);
  if (place?.kind !== 'tv' || !data) return null;
  return (
    <article className="tv-section tv-article" aria-labelledby="tv-article-title">
      <header>
        <p className={`tv-article__type${data.articleType === 'quality-issue-article' ? ' tv-article__type--notice' : ''}`}>
          {t(`smartHelp.type_${data.articleType}`, { defaultValue: t('smartHelp.article') })}
        </p>
        <h1 id="tv-article-title">{data.title}</h1>
        {data.summary && <p className="tv-lead">{data.summary}</p>}
      </header>
      {data.symptoms.length > 0 && (
        <section aria-labelledby="tv-symptoms-title">
          <h2 id="tv-symptoms-title">{t('articleDetails.symptoms')}</h2>
          <ul className="tv-article__symptoms">
            {data.symptoms.map((symptom) => (
              <li key={symptom}>{symptom}</li>
            ))}
          </ul>
        </section>
      )}
      {data.stepNum > 0 && (
        <section aria-labelledby="tv-steps-title">
          <h2 id="tv-steps-title">{t('articleDetails.steps')}</h2>
          <ol className="tv-article__steps">
            {data.steps.map((step, i) => (
              <li key={i}>
                <span className="tv-article__step-number" aria-hidden="true">
                  {i + 1}
                </span>
                <p>
                  <span className="visually-hidden">{t('articleDetails.step', { number: i + 1 })}: </span>
                  {step}
                </p>
              </li>
            ))}
          </ol>
        </section>
      )}
      {data.body && (
        <section aria-labelledby="tv-resolution-title">
          <h2 id="tv-resolution-title">{t('articleDetails.resolution')}</h2>
          <EmbeddedHtml html={data.body} />
        </section>
      )}
      {related.length > 0 && (
        <section aria-labelledby="tv-related-title">
          <h2 id="tv-related-title">{t('smartHelp.relatedArticles')}</h2>
          <ArticleTiles
            items={related.map((r) => ({ id: r.articleFamilyId ?? r.id, title: r.title, contentType: r.contentType }))}
            tv={place}
            locale={page.locale}
            label={t('smartHelp.relatedArticles')}
          />
        </section>
      )}
    </article>
  );
}

export const smartHelpArticleModule: ModuleDefinition = {
  id: 'smartHelpArticle',
  critical: true,
  queryParams: ['accessLevel', 'CAFRENCH'],
  isVisible: visibleWhen({ id: 'smartHelpArticle' }, (page) => isTvSubPage(page, 'articles')),
  Component: SmartHelpArticle,
};
