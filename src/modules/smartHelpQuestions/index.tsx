import { isTvSubPage, smartHelpPlaceOf } from '../shell/smartHelpUi/context';
import { ArticleTiles } from '../shell/smartHelpUi/Tile';
import { LoadMore } from '../shell/ui/LoadMore';
import { useAppSelector, usePage } from '../shell/ui/hooks';
import { useT } from '../shell/ui/useT';
import type { ModuleDefinition } from '../types';
import { visibleWhen } from '../shell/visibility';
import { LIST_PARAM, LIST_STEP } from '../smartHelpArticles/lists';

function SmartHelpQuestions() {
  const t = useT();
  const page = usePage();
  const set = useAppSelector((s) => s.automaticBundleDetails);
  const place = smartHelpPlaceOf(page);
  if (place?.kind !== 'tv') return null;
  const title = t('smartHelp.questionAndAnswers');
  return (
    <section className="tv-section" aria-labelledby="tv-questions-title">
      <h1 id="tv-questions-title">{title}</h1>
      {set.results.length === 0 ? (
        <p className="tv-empty">{t('smartHelp.noQuestions')}</p>
      ) : (
        <>
          <ArticleTiles items={set.results} tv={place} locale={page.locale} label={title} />
          <LoadMore
            shown={set.results.length}
            count={set.count}
            param={LIST_PARAM}
            step={LIST_STEP}
            query={page.query}
          />
        </>
      )}
    </section>
  );
}

export const smartHelpQuestionsModule: ModuleDefinition = {
  id: 'smartHelpQuestions',
  queryParams: [LIST_PARAM, 'accessLevel'],
  isVisible: visibleWhen({ id: 'smartHelpQuestions' }, (page) => isTvSubPage(page, 'question-and-answers')),
  Component: SmartHelpQuestions,
};
