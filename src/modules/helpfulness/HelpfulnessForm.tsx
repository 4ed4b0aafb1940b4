import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import {
  FEEDBACK_LIMITS,
  FEEDBACK_QUERY_PARAM,
  FEEDBACK_REASONS,
  type FeedbackAnswer,
  type FeedbackContentRef,
  type FeedbackReason,
} from '../../shared/content/feedbackTypes';
import { feedbackFormPath } from '../../shared/feedbackForm';
import { helpfulnessActions } from '../../store/helpfulnessSlice';
import { useAppDispatch, useAppSelector, usePage } from '../shell/ui/hooks';
import { useRunSaga } from '../shell/ui/useRunSaga';
import { useT } from '../shell/ui/useT';
import { newViewKey } from './viewKey';

/*
 * The sending saga comes with the details pages' sagas, the chunk fetched right after hydration
 * (docs/decisions/042-javascript-budget.md, update 4), not with the page: nothing is sent before the sagas run.
 */
const formSagas = () => import(/* webpackChunkName: "later-sagas-details" */ './load');

/** The page's own address without the state a previous form post left in it. */
function returnToOf(pathname: string, search: string): string {
  const params = new URLSearchParams(search);
  params.delete(FEEDBACK_QUERY_PARAM);
  const query = params.toString();
  return `${pathname}${query ? `?${query}` : ''}`;
}

/**
 * "Did this help?" (ADR 028): a plain HTML form that works without JavaScript (posted to the site,
 * which sends the visitor back with the thanks), sent in place by the script when it runs. The
 * reasons show once "No" is chosen (CSS :has, so without JavaScript too; where :has is unknown they
 * simply stay visible). One answer per page view: after it, the thanks replace the form.
 */
export function HelpfulnessForm({ content }: { content: FeedbackContentRef }) {
  const t = useT();
  const id = useId();
  const page = usePage();
  const dispatch = useAppDispatch();
  const runSaga = useRunSaga();
  const { viewKey, keyFromServer, status, answer: sentAnswer } = useAppSelector((s) => s.helpfulness);
  const [answer, setAnswer] = useState<FeedbackAnswer | null>(null);
  const [reason, setReason] = useState<FeedbackReason | null>(null);
  const [comment, setComment] = useState('');
  const statusRef = useRef<HTMLParagraphElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const sentHere = useRef(false);

  useEffect(() => {
    // This form hydrates after the page (docs/decisions/042-javascript-budget.md, update 5): what a visitor chose and
    // typed in the server's HTML before is only in the page. It becomes the form's state, or the next render would
    // clear it (the fields are controlled) and "Send" would find no answer.
    const form = formRef.current;
    if (!form) return;
    const data = new FormData(form);
    const chosen = data.get('answer');
    if (chosen === 'yes' || chosen === 'no') setAnswer(chosen);
    const why = data.get('reason');
    const known = FEEDBACK_REASONS.find((r) => r === why);
    if (known) setReason(known);
    const typed = data.get('comment');
    if (typeof typed === 'string' && typed !== '') setComment(typed);
  }, []);

  useEffect(() => {
    // The server's key is in a copy other visitors may get too: this view makes its own.
    if (keyFromServer) dispatch(helpfulnessActions.viewKeyRenewed(newViewKey()));
  }, [keyFromServer, dispatch]);

  useEffect(() => {
    // The form (and the button that had focus) is gone: focus goes to the thanks, which are read out.
    if (status === 'sent' && sentHere.current) statusRef.current?.focus();
  }, [status]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!answer || status === 'sending') return;
    sentHere.current = true;
    const trimmed = comment.trim();
    void formSagas().then(
      ({ sendFeedback }) =>
        runSaga(sendFeedback, {
          contentKind: content.kind,
          contentId: content.id,
          answer,
          ...(answer === 'no' && reason ? { reason } : {}),
          ...(answer === 'no' && trimmed ? { comment: trimmed } : {}),
          pageType: page.type,
        }),
      // Without its code the answer cannot be sent: the form says so and may be sent again.
      () => dispatch(helpfulnessActions.failed()),
    );
  };

  const sent = status === 'sent';
  const statusText = sent
    ? t(sentAnswer === 'no' ? 'helpfulness.thanksNo' : 'helpfulness.thanks')
    : status === 'failed'
      ? t('helpfulness.error')
      : '';
  const field = (name: string) => `${id}-${name}`;

  return (
    <>
      <p
        ref={statusRef}
        role="status"
        tabIndex={-1}
        className={`helpfulness__status${status === 'failed' ? ' form-alert' : ''}${sent ? ' helpfulness__status--sent' : ''}`}
        data-testid="helpfulness-status"
      >
        {statusText}
      </p>
      {!sent && (
        <form
          ref={formRef}
          className="helpfulness__form"
          method="post"
          action={feedbackFormPath(page.locale)}
          onSubmit={onSubmit}
          data-testid="helpfulness-form"
        >
          <input type="hidden" name="contentKind" value={content.kind} />
          <input type="hidden" name="contentId" value={content.id} />
          <input type="hidden" name="viewKey" value={viewKey} />
          <input type="hidden" name="pageType" value={page.type} />
          <input type="hidden" name="returnTo" value={returnToOf(page.location.pathname, page.location.search)} />
          <fieldset className="helpfulness__answers">
            <legend className="visually-hidden">{t('helpfulness.question')}</legend>
            {(['yes', 'no'] as const).map((value) => (
              <label key={value} className="helpfulness__choice">
                <input
                  type="radio"
                  name="answer"
                  value={value}
                  required
                  checked={answer === value}
                  onChange={() => setAnswer(value)}
                />
                {t(`helpfulness.${value}`)}
              </label>
            ))}
          </fieldset>
          <fieldset className="helpfulness__reasons">
            <legend>{t('helpfulness.reasonsLegend')}</legend>
            {FEEDBACK_REASONS.map((value) => (
              <label key={value} className="helpfulness__reason">
                <input
                  type="radio"
                  name="reason"
                  value={value}
                  checked={reason === value}
                  onChange={() => setReason(value)}
                />
                {t(`helpfulness.reason.${value}`)}
              </label>
            ))}
            <div className="form-field helpfulness__comment">
              <label htmlFor={field('comment')} className="form-field__label">
                {t('helpfulness.comment')}
              </label>
              <p id={field('comment-hint')} className="form-field__hint">
                {t('helpfulness.commentHint', { max: FEEDBACK_LIMITS.comment.max })}
              </p>
              <textarea
                id={field('comment')}
                name="comment"
                className="form-field__input"
                rows={3}
                maxLength={FEEDBACK_LIMITS.comment.max}
                aria-describedby={field('comment-hint')}
                value={comment}
                onChange={(e) => setComment(e.target.value)}
              />
            </div>
          </fieldset>
          <button type="submit" className="button" disabled={status === 'sending'}>
            {status === 'sending' ? t('helpfulness.sending') : t('helpfulness.send')}
          </button>
        </form>
      )}
    </>
  );
}
