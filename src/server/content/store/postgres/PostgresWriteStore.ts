import type pg from 'pg';
import {
  newRepairReference,
  REPAIR_COLUMNS,
  toRepairRequest,
  type NewRepairRequest,
  type RepairRequestRow,
  type StoredRepairRequest,
} from '../RepairRecords';
import type { FeedbackContentRef, Helpfulness } from '../../../../shared/content/feedbackTypes';
import { helpfulnessFrom, idsByKind, type FeedbackGroupRow, type NewFeedback } from '../FeedbackRecords';
import { newTicketId, TICKET_COLUMNS, toTicket, type NewTicket, type StoredTicket, type TicketRow } from '../TicketRecords';
import type { IdempotencyClaim, PageViewInput, StoredResponse, WriteStore } from '../WriteStore';
import { learnedOpensOf, listsOf, type DayTotalsRow, type LearnedOpens, type LearnedOpensRequest, type LearnedOpensRow, type OpenedRow, type RankedQueryRow, type SearchInsightsRows, type SearchInsightsWindow } from '../SearchInsightStore';
import { DAILY_TOTALS, LEARNED_OPENS, OPENED_RESULTS, QUERY_LISTS, UPSERT_OPENED_DAY, UPSERT_SEARCH_DAY } from '../searchInsightsSql';
import { ABANDONED_CLAIM_MS, IDEMPOTENCY_RETENTION_MS } from '../sqlite/writes/SqliteWriteStore';
import { keyedInsert } from './keyedInsert';
import { all, one, PREPARED, transaction } from './sql';


/**
 * Visitor writes on PostgreSQL, shared by every process and machine using the database. Keys are
 * unique constraints, so two processes writing with the same idempotency key at the same moment
 * store one row: the loser of the race reads the winner's row back.
 */
export class PostgresWriteStore implements WriteStore {
  constructor(private readonly pool: pg.Pool) {}

  async recordPageView(view: PageViewInput, idempotencyKey: string | null = null): Promise<{ id: number; created: boolean }> {
    const { searchSignal, ...columns } = view;
    const inserted = await transaction(this.pool, async (client) => {
      const row = await one<{ id: number }>(
        client,
        `INSERT INTO page_views (received_at, token_kind, token_hash, locale, page_name, page_type, url, search_term, result_count, referrer, idempotency_key)
         VALUES (@receivedAt, @tokenKind, @tokenHash, @locale, @pageName, @pageType, @url, @searchTerm, @resultCount, @referrer, @key)
         ON CONFLICT (idempotency_key) DO NOTHING RETURNING id`,
        { ...columns, key: idempotencyKey },
      );
      // Counted only with a new view: a retry with the same key stored nothing and counts nothing.
      if (row && searchSignal) {
        const day = view.receivedAt.slice(0, 10);
        const at = { day, locale: view.locale, query: searchSignal.query };
        if (searchSignal.kind === 'search') {
          await all(client, UPSERT_SEARCH_DAY, { ...at, searches: 1, zero: searchSignal.resultCount === 0 ? 1 : 0, opens: 0 });
        } else {
          await all(client, UPSERT_SEARCH_DAY, { ...at, searches: 0, zero: 0, opens: 1 });
          await all(client, UPSERT_OPENED_DAY, { ...at, path: searchSignal.path });
        }
      }
      return row;
    });
    if (inserted) return { id: inserted.id, created: true };
    const existing = await one<{ id: number }>(this.pool, 'SELECT id FROM page_views WHERE idempotency_key = @key', { key: idempotencyKey });
    if (!existing) throw new Error('page view neither inserted nor found');
    return { id: existing.id, created: false };
  }

  async searchInsights(w: SearchInsightsWindow): Promise<SearchInsightsRows> {
    const params = { from30: w.from30, from7: w.from7, to: w.to, locale: w.locale, limit: w.limit };
    const windowOnly = { from30: w.from30, to: w.to, locale: w.locale };
    // One snapshot for the three reads (REPEATABLE READ): the lists and the totals agree while views arrive.
    return transaction(
      this.pool,
      async (client) => ({
        daily: await all<DayTotalsRow>(client, DAILY_TOTALS, windowOnly),
        ...listsOf(await all<RankedQueryRow>(client, QUERY_LISTS, params)),
        opened: await all<OpenedRow>(client, OPENED_RESULTS, windowOnly),
      }),
      'REPEATABLE READ',
    );
  }

  async learnedOpens(r: LearnedOpensRequest): Promise<LearnedOpens> {
    return learnedOpensOf(await all<LearnedOpensRow>(this.pool, LEARNED_OPENS, { locale: r.locale, query: r.query, from: r.from, to: r.to, limit: r.limit }, PREPARED));
  }

  async countPageViews(): Promise<number> {
    return (await one<{ n: number }>(this.pool, 'SELECT count(*)::int AS n FROM page_views'))?.n ?? 0;
  }

  async createTicket(ticket: NewTicket, idempotencyKey: string | null = null): Promise<{ ticket: StoredTicket; created: boolean }> {
    const { row, created } = await keyedInsert(
      {
        byKey: (key) => one<TicketRow>(this.pool, `SELECT ${TICKET_COLUMNS} FROM tickets WHERE idempotency_key = @key`, { key }),
        insert: () =>
          one<TicketRow>(
            this.pool,
            `INSERT INTO tickets (${TICKET_COLUMNS}, idempotency_key)
             VALUES (@ticketId, @createdAt, @locale, @name, @email, @productModel, @productName, @serialNumber, @issueCategory, @description, 'open', @key)
             ON CONFLICT (idempotency_key) DO NOTHING RETURNING ${TICKET_COLUMNS}`,
            { ...ticket, ticketId: newTicketId(), key: idempotencyKey },
          ),
        // A ticket id is 50 random bits; a clash is practically impossible but costs only a retry.
        attempts: 3,
        what: 'a ticket id',
      },
      idempotencyKey,
    );
    return { ticket: toTicket(row), created };
  }

  async getTicket(ticketId: string): Promise<StoredTicket | null> {
    const row = await one<TicketRow>(this.pool, `SELECT ${TICKET_COLUMNS} FROM tickets WHERE ticket_id = @ticketId`, { ticketId });
    return row ? toTicket(row) : null;
  }

  async countTickets(): Promise<number> {
    return (await one<{ n: number }>(this.pool, 'SELECT count(*)::int AS n FROM tickets'))?.n ?? 0;
  }

  async createRepairRequest(
    request: NewRepairRequest,
    idempotencyKey: string | null = null,
  ): Promise<{ request: StoredRepairRequest; created: boolean }> {
    const { row, created } = await keyedInsert(
      {
        byKey: (key) => one<RepairRequestRow>(this.pool, `SELECT ${REPAIR_COLUMNS} FROM repair_requests WHERE idempotency_key = @key`, { key }),
        insert: () =>
          one<RepairRequestRow>(
            this.pool,
            `INSERT INTO repair_requests (${REPAIR_COLUMNS}, idempotency_key)
             VALUES (@reference, @createdAt, @locale, @productModel, @productName, @serialNumber, @fault, @name, @email, @phone, @postcode, 'received', @key)
             ON CONFLICT (idempotency_key) DO NOTHING RETURNING ${REPAIR_COLUMNS}`,
            { ...request, reference: newRepairReference(), key: idempotencyKey },
          ),
        // 40 random bits: a clash is very unlikely but costs only another draw.
        attempts: 5,
        what: 'a repair reference',
      },
      idempotencyKey,
    );
    return { request: toRepairRequest(row), created };
  }

  async getRepairRequest(reference: string): Promise<StoredRepairRequest | null> {
    const row = await one<RepairRequestRow>(this.pool, `SELECT ${REPAIR_COLUMNS} FROM repair_requests WHERE reference = @reference`, { reference });
    return row ? toRepairRequest(row) : null;
  }

  async countRepairRequests(): Promise<number> {
    return (await one<{ n: number }>(this.pool, 'SELECT count(*)::int AS n FROM repair_requests'))?.n ?? 0;
  }

  async recordFeedback(feedback: NewFeedback): Promise<{ id: number; created: boolean }> {
    // One statement: two processes answering for one page view at the same moment store one row.
    const inserted = await one<{ id: number }>(
      this.pool,
      `INSERT INTO content_feedback (received_at, locale, content_kind, content_id, helpful, reason, comment, page_type, view_key)
       VALUES (@receivedAt, @locale, @contentKind, @contentId, @helpful, @reason, @comment, @pageType, @viewKey)
       ON CONFLICT (view_key) DO NOTHING RETURNING id`,
      { ...feedback, helpful: feedback.helpful ? 1 : 0 },
    );
    if (inserted) return { id: inserted.id, created: true };
    const existing = await one<{ id: number }>(this.pool, 'SELECT id FROM content_feedback WHERE view_key = @viewKey', { viewKey: feedback.viewKey });
    if (!existing) throw new Error('feedback neither inserted nor found');
    return { id: existing.id, created: false };
  }

  async helpfulnessOf(items: readonly FeedbackContentRef[]): Promise<Helpfulness[]> {
    const rows: FeedbackGroupRow[] = [];
    for (const [kind, ids] of idsByKind(items)) {
      rows.push(
        ...(await all<FeedbackGroupRow>(
          this.pool,
          `SELECT content_kind, content_id, helpful, reason, count(*)::int AS n, max(received_at) AS last_at
           FROM content_feedback
           WHERE content_kind = @kind AND content_id = ANY(@ids::text[])
           GROUP BY content_kind, content_id, helpful, reason`,
          { kind, ids },
        )),
      );
    }
    return helpfulnessFrom(items, rows);
  }

  async leastHelpful(limit: number, minAnswers: number): Promise<Helpfulness[]> {
    const worst = await all<{ content_kind: string; content_id: string }>(
      this.pool,
      `SELECT content_kind, content_id FROM content_feedback
       GROUP BY content_kind, content_id
       HAVING count(*) >= @minAnswers
       ORDER BY sum(1 - helpful) DESC, count(*) DESC, content_kind, content_id
       LIMIT @limit`,
      { limit, minAnswers },
    );
    return this.helpfulnessOf(worst.map((r) => ({ kind: r.content_kind as FeedbackContentRef['kind'], id: r.content_id })));
  }

  async claimIdempotencyKey(scope: string, key: string, fingerprint: string, now: Date): Promise<IdempotencyClaim> {
    const at = now.toISOString();
    // Old records go a few at a time, so no request pays for a large delete.
    await this.pool.query(
      `DELETE FROM idempotency_keys WHERE (scope, key) IN (
         SELECT scope, key FROM idempotency_keys WHERE created_at < $1 ORDER BY created_at LIMIT 20 FOR UPDATE SKIP LOCKED)`,
      [new Date(now.getTime() - IDEMPOTENCY_RETENTION_MS).toISOString()],
    );
    return transaction(this.pool, async (client) => {
      const inserted = await all(
        client,
        `INSERT INTO idempotency_keys (scope, key, fingerprint, state, created_at, updated_at)
         VALUES (@scope, @key, @fingerprint, 'pending', @now, @now) ON CONFLICT (scope, key) DO NOTHING RETURNING key`,
        { scope, key, fingerprint, now: at },
      );
      if (inserted.length > 0) return { state: 'claimed' } as const;
      // The row exists: lock it, so two takers of an abandoned claim cannot both win.
      const row = await one<{ fingerprint: string; state: 'pending' | 'done'; status: number | null; body: string | null; updated_at: string }>(
        client,
        'SELECT fingerprint, state, status, body, updated_at FROM idempotency_keys WHERE scope = @scope AND key = @key FOR UPDATE',
        { scope, key },
      );
      // Released by its owner between the two statements: a retry claims it.
      if (!row) return { state: 'in-progress' } as const;
      if (row.fingerprint !== fingerprint) return { state: 'mismatch' } as const;
      if (row.state === 'done') return { state: 'done', response: { status: row.status ?? 200, body: JSON.parse(row.body ?? 'null') as unknown } } as const;
      if (now.getTime() - Date.parse(row.updated_at) >= ABANDONED_CLAIM_MS) {
        await client.query("UPDATE idempotency_keys SET updated_at = $3 WHERE scope = $1 AND key = $2 AND state = 'pending'", [scope, key, at]);
        return { state: 'claimed' } as const;
      }
      return { state: 'in-progress' } as const;
    });
  }

  async completeIdempotencyKey(scope: string, key: string, response: StoredResponse): Promise<void> {
    await this.pool.query("UPDATE idempotency_keys SET state = 'done', status = $3, body = $4, updated_at = $5 WHERE scope = $1 AND key = $2", [
      scope,
      key,
      response.status,
      JSON.stringify(response.body ?? null),
      new Date().toISOString(),
    ]);
  }

  async releaseIdempotencyKey(scope: string, key: string): Promise<void> {
    await this.pool.query("DELETE FROM idempotency_keys WHERE scope = $1 AND key = $2 AND state = 'pending'", [scope, key]);
  }

  async close(): Promise<void> {
    // The pool belongs to the service that created this store.
  }
}
