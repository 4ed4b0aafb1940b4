import Database from 'better-sqlite3';
import type { NewRepairRequest, StoredRepairRequest } from '../../RepairRecords';
import type { NewTicket, StoredTicket } from '../../TicketRecords';
import type { IdempotencyClaim, PageViewInput, StoredResponse, WriteStore } from '../../WriteStore';
import type { LearnedOpens, LearnedOpensRequest, SearchInsightsRows, SearchInsightsWindow } from '../../SearchInsightStore';
import { prepareSearchInsights, type SearchInsightStatements } from './searchInsightWrites';
import { migrateWrites } from './writesSchema';
import { prepareRepairWrites, type RepairWrites } from './repairWrites';
import type { FeedbackContentRef, Helpfulness } from '../../../../../shared/content/feedbackTypes';
import type { NewFeedback } from '../../FeedbackRecords';
import { prepareFeedbackWrites, type FeedbackWrites } from './feedbackWrites';
import { prepareTicketWrites, type TicketWrites } from './ticketWrites';

/** A claim whose request never finished (its process died) may be taken over after this long. */
export const ABANDONED_CLAIM_MS = 30_000;
/** Idempotency records are kept this long; a client retries within minutes, not days. */
export const IDEMPOTENCY_RETENTION_MS = 24 * 60 * 60 * 1000;

/** 'var/content.sqlite' -> 'var/content-writes.sqlite': the write database lives next to the catalogue. */
export function writesPathFor(catalogPath: string): string {
  return catalogPath.replace(/(\.sqlite3?|\.db)?$/, '-writes.sqlite');
}

type Params = Record<string, string | number | null>;

/**
 * One connection to the write database, created and migrated when needed. Sessions and rate limits
 * open their own connection to the same file with this, so each store can be closed on its own.
 */
export function openWritesDatabase(path: string): Database.Database {
  const db = new Database(path);
  try {
    db.pragma('journal_mode = WAL');
    db.pragma('synchronous = FULL');
    db.pragma('busy_timeout = 5000');
    migrateWrites(db);
    return db;
  } catch (error) {
    db.close();
    throw error;
  }
}

/**
 * Visitor writes in their own SQLite file. WAL lets readers and the writer work side by side;
 * synchronous = FULL makes every acknowledged write survive not only a crashed process but a
 * power cut (the fsync happens before the commit returns). Every write is one statement or one
 * IMMEDIATE transaction, so processes of a cluster can share the file.
 */
export class SqliteWriteStore implements WriteStore {
  private readonly insertView: Database.Statement<Params, { id: number }>;
  private readonly viewByKey: Database.Statement<Params, { id: number }>;
  private readonly viewCount: Database.Statement<[], { n: number }>;
  private readonly claimTx: (scope: string, key: string, fingerprint: string, now: Date) => IdempotencyClaim;
  private readonly complete: Database.Statement<Params>;
  private readonly release: Database.Statement<Params>;
  private readonly tickets: TicketWrites;
  private readonly repairs: RepairWrites;
  private readonly feedback: FeedbackWrites;
  private readonly insights: SearchInsightStatements;
  private readonly recordView: (view: PageViewInput, key: string | null) => { id: number } | undefined;

  private constructor(private readonly db: Database.Database) {
    this.insertView = db.prepare(
      `INSERT INTO page_views (received_at, token_kind, token_hash, locale, page_name, page_type, url, search_term, result_count, referrer, idempotency_key)
       VALUES (@receivedAt, @tokenKind, @tokenHash, @locale, @pageName, @pageType, @url, @searchTerm, @resultCount, @referrer, @key)
       ON CONFLICT (idempotency_key) DO NOTHING RETURNING id`,
    );
    this.viewByKey = db.prepare('SELECT id FROM page_views WHERE idempotency_key = @key');
    this.viewCount = db.prepare('SELECT count(*) AS n FROM page_views');

    const find = db.prepare<Params, { fingerprint: string; state: 'pending' | 'done'; status: number | null; body: string | null; updated_at: string }>(
      'SELECT fingerprint, state, status, body, updated_at FROM idempotency_keys WHERE scope = @scope AND key = @key',
    );
    const insert = db.prepare<Params>(
      `INSERT INTO idempotency_keys (scope, key, fingerprint, state, created_at, updated_at)
       VALUES (@scope, @key, @fingerprint, 'pending', @now, @now)`,
    );
    const takeOver = db.prepare<Params>("UPDATE idempotency_keys SET updated_at = @now WHERE scope = @scope AND key = @key AND state = 'pending'");
    // Old records go a few at a time, so no request pays for a large delete.
    const purgeKeys = db.prepare<Params>(
      `DELETE FROM idempotency_keys WHERE (scope, key) IN (
         SELECT scope, key FROM idempotency_keys WHERE created_at < @before ORDER BY created_at LIMIT 20)`,
    );
    const claim = db.transaction((scope: string, key: string, fingerprint: string, now: Date): IdempotencyClaim => {
      const at = now.toISOString();
      purgeKeys.run({ before: new Date(now.getTime() - IDEMPOTENCY_RETENTION_MS).toISOString() });
      const row = find.get({ scope, key });
      if (!row) {
        insert.run({ scope, key, fingerprint, now: at });
        return { state: 'claimed' };
      }
      if (row.fingerprint !== fingerprint) return { state: 'mismatch' };
      if (row.state === 'done') return { state: 'done', response: { status: row.status ?? 200, body: JSON.parse(row.body ?? 'null') as unknown } };
      if (now.getTime() - Date.parse(row.updated_at) >= ABANDONED_CLAIM_MS) {
        takeOver.run({ scope, key, now: at });
        return { state: 'claimed' };
      }
      return { state: 'in-progress' };
    });
    this.claimTx = (scope, key, fingerprint, now) => claim.immediate(scope, key, fingerprint, now);
    this.complete = db.prepare(
      "UPDATE idempotency_keys SET state = 'done', status = @status, body = @body, updated_at = @now WHERE scope = @scope AND key = @key",
    );
    this.release = db.prepare("DELETE FROM idempotency_keys WHERE scope = @scope AND key = @key AND state = 'pending'");
    this.tickets = prepareTicketWrites(db);
    this.repairs = prepareRepairWrites(db);
    this.feedback = prepareFeedbackWrites(db);
    this.insights = prepareSearchInsights(db);
    const record = db.transaction((view: PageViewInput, key: string | null) => {
      const { searchSignal, ...columns } = view;
      const row = this.insertView.get({ ...columns, key });
      // Counted only with a new view: a retry with the same key stored nothing and counts nothing.
      if (row && searchSignal) this.insights.count({ day: view.receivedAt.slice(0, 10), locale: view.locale, signal: searchSignal });
      return row;
    });
    this.recordView = (view, key) => record.immediate(view, key);
  }

  /** Opens (creating and migrating when needed) the write database at `path`. */
  static open(path: string): SqliteWriteStore {
    return new SqliteWriteStore(openWritesDatabase(path));
  }

  async recordPageView(view: PageViewInput, idempotencyKey: string | null = null): Promise<{ id: number; created: boolean }> {
    const row = this.recordView(view, idempotencyKey);
    if (row) return { id: row.id, created: true };
    // Only a repeated key makes the insert do nothing: answer with the row the first request stored.
    const existing = this.viewByKey.get({ key: idempotencyKey });
    if (!existing) throw new Error('page view neither inserted nor found');
    return { id: existing.id, created: false };
  }

  async countPageViews(): Promise<number> {
    return this.viewCount.get()?.n ?? 0;
  }

  async searchInsights(window: SearchInsightsWindow): Promise<SearchInsightsRows> {
    return this.insights.read(window);
  }

  async learnedOpens(request: LearnedOpensRequest): Promise<LearnedOpens> {
    return this.insights.learned(request);
  }

  async createTicket(ticket: NewTicket, idempotencyKey: string | null = null): Promise<{ ticket: StoredTicket; created: boolean }> {
    return this.tickets.create(ticket, idempotencyKey);
  }

  async getTicket(ticketId: string): Promise<StoredTicket | null> {
    return this.tickets.get(ticketId);
  }

  async countTickets(): Promise<number> {
    return this.tickets.count();
  }

  async createRepairRequest(
    request: NewRepairRequest,
    idempotencyKey: string | null = null,
  ): Promise<{ request: StoredRepairRequest; created: boolean }> {
    return this.repairs.create(request, idempotencyKey);
  }

  async getRepairRequest(reference: string): Promise<StoredRepairRequest | null> {
    return this.repairs.get(reference);
  }

  async countRepairRequests(): Promise<number> {
    return this.repairs.count();
  }

  async recordFeedback(feedback: NewFeedback): Promise<{ id: number; created: boolean }> {
    return this.feedback.record(feedback);
  }

  async helpfulnessOf(items: readonly FeedbackContentRef[]): Promise<Helpfulness[]> {
    return this.feedback.helpfulnessOf(items);
  }

  async leastHelpful(limit: number, minAnswers: number): Promise<Helpfulness[]> {
    return this.feedback.leastHelpful(limit, minAnswers);
  }

  async claimIdempotencyKey(scope: string, key: string, fingerprint: string, now: Date): Promise<IdempotencyClaim> {
    return this.claimTx(scope, key, fingerprint, now);
  }

  async completeIdempotencyKey(scope: string, key: string, response: StoredResponse): Promise<void> {
    this.complete.run({ scope, key, status: response.status, body: JSON.stringify(response.body ?? null), now: new Date().toISOString() });
  }

  async releaseIdempotencyKey(scope: string, key: string): Promise<void> {
    this.release.run({ scope, key });
  }

  async close(): Promise<void> {
    if (this.db.open) this.db.close();
  }
}
