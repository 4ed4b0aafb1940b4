import {
  FEEDBACK_REASONS,
  type FeedbackContentKind,
  type FeedbackContentRef,
  type FeedbackReason,
  type Helpfulness,
} from '../../../shared/content/feedbackTypes';

/** One "Did this help?" answer as the write store keeps it (ADR 028). */
export interface NewFeedback {
  receivedAt: string;
  locale: string;
  contentKind: FeedbackContentKind;
  contentId: string;
  helpful: boolean;
  reason: FeedbackReason | null;
  comment: string | null;
  pageType: string | null;
  /** The page view's key: a second answer from the same view is not stored (UNIQUE). */
  viewKey: string;
}

/** A row of the grouping statement both stores run: answers per item, answer and reason. */
export interface FeedbackGroupRow {
  content_kind: string;
  content_id: string;
  helpful: number;
  reason: string | null;
  n: number;
  last_at: string;
}

/** Items asked for at most in one helpfulnessOf call (a search page's worth, and then some). */
export const MAX_HELPFULNESS_ITEMS = 200;

const emptyReasons = (): Record<FeedbackReason, number> =>
  Object.fromEntries(FEEDBACK_REASONS.map((r) => [r, 0])) as Record<FeedbackReason, number>;

const keyOf = (ref: FeedbackContentRef) => `${ref.kind}\n${ref.id}`;

/**
 * Folds the grouped rows into one figure per item asked for, in the order asked for; an item
 * nobody rated is listed with zero answers, so a caller can join without checking for gaps.
 */
export function helpfulnessFrom(refs: readonly FeedbackContentRef[], rows: readonly FeedbackGroupRow[]): Helpfulness[] {
  const byKey = new Map<string, Helpfulness>();
  for (const ref of refs) {
    if (!byKey.has(keyOf(ref)))
      byKey.set(keyOf(ref), {
        kind: ref.kind,
        id: ref.id,
        count: 0,
        yes: 0,
        no: 0,
        shareYes: 0,
        reasons: emptyReasons(),
        lastAt: null,
      });
  }
  for (const row of rows) {
    const item = byKey.get(`${row.content_kind}\n${row.content_id}`);
    if (!item) continue;
    const n = Number(row.n);
    item.count += n;
    if (Number(row.helpful) === 1) item.yes += n;
    else {
      item.no += n;
      if (row.reason && row.reason in item.reasons) item.reasons[row.reason as FeedbackReason] += n;
    }
    if (item.lastAt === null || row.last_at > item.lastAt) item.lastAt = row.last_at;
  }
  for (const item of byKey.values())
    item.shareYes = item.count === 0 ? 0 : Math.round((item.yes / item.count) * 1000) / 1000;
  return [...byKey.values()];
}

/** The distinct refs of a call, grouped by kind (each store runs one statement per kind). */
export function idsByKind(refs: readonly FeedbackContentRef[]): Map<FeedbackContentKind, string[]> {
  const out = new Map<FeedbackContentKind, string[]>();
  for (const ref of refs) {
    const ids = out.get(ref.kind) ?? [];
    if (!ids.includes(ref.id)) ids.push(ref.id);
    out.set(ref.kind, ids);
  }
  return out;
}
