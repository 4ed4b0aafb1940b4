/**
 * "Did this help?" feedback on articles (FAQs among them), software and download pages (ADR 028):
 * the request the page sends, the answer, and the helpfulness figures agents read.
 */

/** The kinds of content a visitor can rate; the id is the one search results carry (`SearchResult.id`). */
export const FEEDBACK_CONTENT_KINDS = ['article', 'software', 'download'] as const;
export type FeedbackContentKind = (typeof FEEDBACK_CONTENT_KINDS)[number];

/** Why a page did not help, in the order the form offers them. */
export const FEEDBACK_REASONS = ['out-of-date', 'did-not-solve', 'hard-to-follow', 'wrong-product', 'other'] as const;
export type FeedbackReason = (typeof FEEDBACK_REASONS)[number];

export const FEEDBACK_ANSWERS = ['yes', 'no'] as const;
export type FeedbackAnswer = (typeof FEEDBACK_ANSWERS)[number];

/** Limits shared by the form (maxLength) and the content service (the authority). */
export const FEEDBACK_LIMITS = {
  comment: { max: 500 },
  viewKey: { min: 8, max: 100 },
  contentId: { max: 100 },
} as const;

/** Letters, digits and `-_.:`: a UUID, a hex digest or the server's own key all fit. */
export const VIEW_KEY_PATTERN = /^[A-Za-z0-9._:-]+$/;

/** POST /feedback body. */
export interface FeedbackRequest {
  contentKind: FeedbackContentKind;
  contentId: string;
  answer: FeedbackAnswer;
  /** Only with answer 'no' (optional there). */
  reason?: FeedbackReason;
  /** Only with answer 'no': what else the visitor wants to say, at most 500 characters. */
  comment?: string;
  /** One key per page view: a second answer from the same view is not counted again. */
  viewKey: string;
  /** The page type the answer was given on (docs/behaviour.md §2). */
  pageType?: string;
}

/** POST /feedback answer: 201 'recorded', or 200 'already-recorded' when this page view answered before. */
export interface FeedbackAck {
  id: string;
  status: 'recorded' | 'already-recorded';
}

export interface FeedbackContentRef {
  kind: FeedbackContentKind;
  id: string;
}

/** How one content item was rated, over every locale. */
export interface Helpfulness extends FeedbackContentRef {
  /** Answers in all. */
  count: number;
  yes: number;
  no: number;
  /** yes / count, rounded to three decimals (0 when nobody answered). */
  shareYes: number;
  /** Reasons given with a "no", every reason listed (0 when never given). */
  reasons: Record<FeedbackReason, number>;
  /** When the item was last rated (ISO 8601), or null. */
  lastAt: string | null;
}

/** GET /feedback/helpfulness answer (agents only). */
export interface HelpfulnessResponse {
  results: Helpfulness[];
}

/** The query value the site's form route adds to the page it sends the visitor back to. */
export const FEEDBACK_QUERY_PARAM = 'feedback';
export const FEEDBACK_QUERY_STATES = ['thanks', 'error'] as const;
export type FeedbackQueryState = (typeof FEEDBACK_QUERY_STATES)[number];

/** Where the HTML form posts when the page runs without JavaScript (below the site's base path). */
export const FEEDBACK_FORM_SEGMENT = 'feedback';
