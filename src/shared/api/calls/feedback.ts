import type { FeedbackAck, FeedbackRequest } from '../../content/feedbackTypes';
import type { Http } from './http';

/** "Did this help?" (ADR 028): POST /feedback; the view key in the body makes a repeat harmless. */
export const feedbackCalls = ({ post }: Http) => ({
  sendFeedback: (p: { locale: string; feedback: FeedbackRequest }) =>
    post<FeedbackAck>('feedback', '/feedback', p.feedback, { locale: p.locale }),
});
