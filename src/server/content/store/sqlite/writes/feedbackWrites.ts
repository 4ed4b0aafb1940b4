import type Database from 'better-sqlite3';
import type { FeedbackContentRef, Helpfulness } from '../../../../../shared/content/feedbackTypes';
import { helpfulnessFrom, idsByKind, type FeedbackGroupRow, type NewFeedback } from '../../FeedbackRecords';

type Params = Record<string, string | number | null>;

/**
 * The feedback statements of the write store (ADR 028), prepared once. The insert is one statement:
 * the UNIQUE view key makes a second answer of the same page view a no-op, in any process.
 */
export function prepareFeedbackWrites(db: Database.Database) {
  const insert = db.prepare<Params, { id: number }>(
    `INSERT INTO content_feedback (received_at, locale, content_kind, content_id, helpful, reason, comment, page_type, view_key)
     VALUES (@receivedAt, @locale, @contentKind, @contentId, @helpful, @reason, @comment, @pageType, @viewKey)
     ON CONFLICT (view_key) DO NOTHING RETURNING id`,
  );
  const byKey = db.prepare<Params, { id: number }>('SELECT id FROM content_feedback WHERE view_key = @viewKey');
  // The ids arrive as one JSON array: a constant statement whatever the number of ids.
  const grouped = db.prepare<Params, FeedbackGroupRow>(
    `SELECT content_kind, content_id, helpful, reason, count(*) AS n, max(received_at) AS last_at
     FROM content_feedback
     WHERE content_kind = @kind AND content_id IN (SELECT value FROM json_each(@ids))
     GROUP BY content_kind, content_id, helpful, reason`,
  );
  const worst = db.prepare<Params, { content_kind: string; content_id: string }>(
    `SELECT content_kind, content_id FROM content_feedback
     GROUP BY content_kind, content_id
     HAVING count(*) >= @minAnswers
     ORDER BY sum(1 - helpful) DESC, count(*) DESC, content_kind, content_id
     LIMIT @limit`,
  );

  const helpfulnessOf = (refs: readonly FeedbackContentRef[]): Helpfulness[] => {
    const rows: FeedbackGroupRow[] = [];
    for (const [kind, ids] of idsByKind(refs)) rows.push(...grouped.all({ kind, ids: JSON.stringify(ids) }));
    return helpfulnessFrom(refs, rows);
  };

  return {
    record: (feedback: NewFeedback): { id: number; created: boolean } => {
      const row = insert.get({ ...feedback, helpful: feedback.helpful ? 1 : 0 });
      if (row) return { id: row.id, created: true };
      const existing = byKey.get({ viewKey: feedback.viewKey });
      if (!existing) throw new Error('feedback neither inserted nor found');
      return { id: existing.id, created: false };
    },
    helpfulnessOf,
    leastHelpful: (limit: number, minAnswers: number): Helpfulness[] =>
      helpfulnessOf(
        worst
          .all({ limit, minAnswers })
          .map((r) => ({ kind: r.content_kind as FeedbackContentRef['kind'], id: r.content_id })),
      ),
  };
}

export type FeedbackWrites = ReturnType<typeof prepareFeedbackWrites>;
