import { SMART_HELP_FAQ_CONFIG } from '../../shared/constants';
import { presentLinkedArticle } from '../../shared/content/faqBundleRules';
import { automaticBundleDetails } from '../../store/dataSets';
import type { Saga } from '../../store/pageModule';
import type { PageState } from '../../store/pageSlice';
import { fetchPaged, getApi } from '../../store/sagas/fetchers';
import { smartHelpPlaceOf } from '../shell/smartHelpUi/context';
import { queryNumber, queryValue } from '../shell/ui/queryLinks';
import { LIST_PARAM, LIST_STEP } from '../smartHelpArticles/lists';

/**
 * Questions and answers: the TV's most viewed FAQs through the smart-help variant of the automatic
 * FAQ bundle call (article type faq-article, FAQ config a single space: docs/behaviour.md §7, §9).
 */
export function* loadQuestions(page: PageState): Saga {
  const place = smartHelpPlaceOf(page);
  if (place?.kind !== 'tv') return;
  const api = yield* getApi();
  const { locale } = page;
  const model = place.productName;
  const type = ['faq-article'];
  const accessLevel = queryValue(page.query, 'accessLevel');
  const num = queryNumber(page.query, LIST_PARAM, LIST_STEP);
  yield* fetchPaged(
    automaticBundleDetails,
    { start: 0, num, model, locale, type: type.join(','), config: SMART_HELP_FAQ_CONFIG },
    (start, n) =>
      api
        .automaticBundleDetails({ locale, model, type, config: SMART_HELP_FAQ_CONFIG, accessLevel, start, num: n })
        .then((r) => ({
          start: r.start,
          end: r.end,
          count: r.count,
          results: r.linkedArticles.map(presentLinkedArticle),
        })),
  );
}
