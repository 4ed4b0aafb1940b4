import { call, put, select } from 'redux-saga/effects';
import { FEEDBACK_QUERY_PARAM, type FeedbackRequest } from '../../shared/content/feedbackTypes';
import { helpfulnessActions } from '../../store/helpfulnessSlice';
import type { Saga } from '../../store/pageModule';
import type { PageState } from '../../store/pageSlice';
import type { RootState } from '../../store/rootReducer';
import { getApi } from '../../store/sagas/fetchers';
import { queryValue } from '../shell/ui/queryLinks';
import { newViewKey } from './viewKey';

/**
 * Every page load is a new page view with a new key. After the form without JavaScript the page
 * comes back with `feedback=thanks` (or `error`), which the view starts with (ADR 028).
 */
export function* loadHelpfulness(page: PageState): Saga {
  const state = queryValue(page.query, FEEDBACK_QUERY_PARAM);
  yield put(
    helpfulnessActions.viewStarted({
      viewKey: newViewKey(),
      keyFromServer: page.origin === 'server',
      ...(state === 'thanks' ? { status: 'sent' as const } : state === 'error' ? { status: 'failed' as const } : {}),
    }),
  );
}

/** Sends the answer once: a view that has sent (or is sending) sends nothing more. */
export function* sendFeedback(feedback: Omit<FeedbackRequest, 'viewKey'>): Saga {
  const { page, helpfulness }: RootState = yield select((s: RootState) => s);
  if (helpfulness.status === 'sent' || helpfulness.status === 'sending' || !helpfulness.viewKey) return;
  const api = yield* getApi();
  yield put(helpfulnessActions.request());
  try {
    yield call(api.sendFeedback, { locale: page.locale, feedback: { ...feedback, viewKey: helpfulness.viewKey } });
    yield put(helpfulnessActions.received(feedback.answer));
  } catch {
    // The same key goes with a retry: an answer that was stored after all is not stored twice.
    yield put(helpfulnessActions.failed());
  }
}
