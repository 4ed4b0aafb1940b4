import { useTvName } from '../smartHelpHeader';
import { isTvSubPage, smartHelpPlaceOf } from '../shell/smartHelpUi/context';
import { smartHelpUrl } from '../shell/smartHelpUi/links';
import { Tile } from '../shell/smartHelpUi/Tile';
import { TvSearchForm } from '../shell/smartHelpUi/TvSearchForm';
import { useAppSelector, usePage } from '../shell/ui/hooks';
import { useT } from '../shell/ui/useT';
import type { ModuleDefinition } from '../types';
import { visibleWhen } from '../shell/visibility';

function SmartHelpHome() {
  const t = useT();
  const page = usePage();
  const name = useTvName();
  const bundles = useAppSelector((s) => s.faqBundleSummaries.data);
  const notices = useAppSelector((s) => s.smartHelpArticles);
  const place = smartHelpPlaceOf(page);
  if (place?.kind !== 'tv') return null;
  const link = (...segments: string[]) => smartHelpUrl(page.locale, place, ...segments);
  return (
    <section className="tv-section" aria-labelledby="tv-home-title">
      <h1 id="tv-home-title">{name ? t('smartHelp.helpFor', { name }) : t('smartHelp.name')}</h1>
      <TvSearchForm tv={place} />
      <ul className="tv-grid tv-grid--menu" aria-label={t('smartHelp.menu')}>
        <li>
          <Tile to={link('recommended-articles')} title={t('smartHelp.recommendedArticles')} text={t('smartHelp.recommendedArticlesText')} />
        </li>
        <li>
          <Tile
            to={link('important-information')}
            title={t('smartHelp.importantInformation')}
            text={notices.count > 0 ? t('smartHelp.noticeCount', { count: notices.count }) : t('smartHelp.importantInformationText')}
            tone={notices.count > 0 ? 'notice' : 'default'}
          />
        </li>
        <li>
          <Tile to={link('recommended-videos')} title={t('smartHelp.recommendedVideos')} text={t('smartHelp.recommendedVideosText')} />
        </li>
        <li>
          <Tile to={link('question-and-answers')} title={t('smartHelp.questionAndAnswers')} text={t('smartHelp.questionAndAnswersText')} />
        </li>
      </ul>
      {bundles.length > 0 && (
        <section aria-labelledby="tv-bundles-title">
          <h2 id="tv-bundles-title">{t('smartHelp.bundles')}</h2>
          <ul className="tv-grid" aria-label={t('smartHelp.bundles')}>
            {bundles.map((bundle) => (
              <li key={bundle.id}>
                <Tile
                  to={link('faq-bundles', bundle.id)}
                  title={bundle.title}
                  text={t('smartHelp.articleCount', { count: bundle.articleCount })}
                />
              </li>
            ))}
          </ul>
        </section>
      )}
    </section>
  );
}

export const smartHelpHomeModule: ModuleDefinition = {
  id: 'smartHelpHome',
  queryParams: ['accessLevel'],
  isVisible: visibleWhen({ id: 'smartHelpHome' }, (page) => isTvSubPage(page, 'home')),
  Component: SmartHelpHome,
};
