import { shallowEqual } from 'react-redux';
import { FEEDBACK_QUERY_PARAM } from '../../shared/content/feedbackTypes';
import { useAppSelector } from '../shell/ui/hooks';
import { useT } from '../shell/ui/useT';
import type { ModuleDefinition } from '../types';
import { visibleWhen } from '../shell/visibility';
import { deferred } from '../bundles/deferred';
import { contentRefOf } from './contentRef';

// The form sits under the content, and as a plain HTML form it works before its code is there (ADR 028): its code
// and texts hydrate after the page (docs/decisions/042-javascript-budget.md, update 5).
const HelpfulnessForm = deferred(() => import(/* webpackChunkName: "later-helpfulnessForm" */ './HelpfulnessForm').then((m) => m.HelpfulnessForm), {
  strings: 'helpfulnessForm',
});

/** The page types whose content a visitor can rate (ADR 028): articles (FAQs among them), software, downloads. */
const RATED = new Set(['articleDetails', 'softwareDetails', 'downloadDetails']);

function Helpfulness() {
  const t = useT();
  // A new object each time, equal field by field: compared shallowly, so it re-renders only on change.
  const content = useAppSelector(contentRefOf, shallowEqual);
  // A page whose content did not load (404, failure) has nothing to rate.
  if (!content) return null;
  return (
    <section className="module helpfulness" id="helpfulness" aria-labelledby="helpfulness-title">
      <h2 id="helpfulness-title">{t('helpfulness.title')}</h2>
      {/* A new item starts a new form (client navigation from one article to another). */}
      <HelpfulnessForm key={`${content.kind}:${content.id}`} content={content} />
    </section>
  );
}

/**
 * "Did this help?" under the content of article, software and download pages (ADR 028). Its
 * loader starts the page view (a new key); it fetches nothing.
 */
export const helpfulnessModule: ModuleDefinition = {
  id: 'helpfulness',
  queryParams: [FEEDBACK_QUERY_PARAM],
  isVisible: visibleWhen({ id: 'helpfulness' }, (page) => RATED.has(page.typeAlias)),
  Component: Helpfulness,
  deferredParts: [HelpfulnessForm],
};
