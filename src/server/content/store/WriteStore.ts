import type { NewRepairRequest, StoredRepairRequest } from './RepairRecords';
import type { FeedbackContentRef, Helpfulness } from '../../../shared/content/feedbackTypes';
import type { NewFeedback } from './FeedbackRecords';
import type { SearchSignal } from '../insights/searchSignals';
import type { SearchInsightStore } from './SearchInsightStore';
import type { NewTicket, StoredTicket } from './TicketRecords';

/**
 * What the content service writes at run time (page-view logs, idempotency records; tickets and
 * other visitor writes belong here too). Kept apart from ContentStore on purpose: the catalogue is
 * rebuilt or swapped wholesale (new dataset version, content import), visitor writes must
 * survive that. Async like ContentStore, so PostgreSQL can implement the same contract; the
 * SQLite implementation keeps them in their own WAL-mode file next to the catalogue.
 */
export interface WriteStore extends SearchInsightStore {
  /**
   * Stores one page view. With `idempotencyKey` the write happens at most once per key: a repeat
   * returns the id of the row the first call stored. A view with a search signal also counts it in
   * the daily search rollup, in the same transaction and only when the view is new, so a retried
   * log is counted once.
   */
  recordPageView(view: PageViewInput, idempotencyKey?: string | null): Promise<{ id: number; created: boolean }>;
  countPageViews(): Promise<number>;

  /**
   * Stores a support ticket under a new ticket id. With `idempotencyKey` at most one ticket is
   * stored per key: a repeat returns the ticket the first call stored.
   */
  createTicket(ticket: NewTicket, idempotencyKey?: string | null): Promise<{ ticket: StoredTicket; created: boolean }>;
  getTicket(ticketId: string): Promise<StoredTicket | null>;
  countTickets(): Promise<number>;

  /**
   * Stores a repair request under a new reference ('R-XXXX-XXXX'). With `idempotencyKey` at most
   * one request is stored per key: a repeat returns the request the first call stored.
   */
  createRepairRequest(request: NewRepairRequest, idempotencyKey?: string | null): Promise<{ request: StoredRepairRequest; created: boolean }>;
  getRepairRequest(reference: string): Promise<StoredRepairRequest | null>;
  countRepairRequests(): Promise<number>;

  /**
   * Stores one "Did this help?" answer (ADR 028), at most one per page view: a second answer with
   * the same view key stores nothing and returns the id of the first.
   */
  recordFeedback(feedback: NewFeedback): Promise<{ id: number; created: boolean }>;
  /**
   * How each item was rated (every locale together), in the order asked for; an item without
   * answers has count 0. At most MAX_HELPFULNESS_ITEMS items.
   */
  helpfulnessOf(items: readonly FeedbackContentRef[]): Promise<Helpfulness[]>;
  /** The items with the most "no" answers (then the most answers), with at least `minAnswers` answers. */
  leastHelpful(limit: number, minAnswers: number): Promise<Helpfulness[]>;

  /** Claims `key` for a request with this fingerprint, or reports what an earlier request left. */
  claimIdempotencyKey(scope: string, key: string, fingerprint: string, now: Date): Promise<IdempotencyClaim>;
  /** Stores the answer of a claimed key (replayed to later requests with the same key). */
  completeIdempotencyKey(scope: string, key: string, response: StoredResponse): Promise<void>;
  /** Gives a claimed key up (the request failed without writing), so a retry can run. */
  releaseIdempotencyKey(scope: string, key: string): Promise<void>;

  close(): Promise<void>;
}

export type TokenKind = 'signed-in' | 'stored' | 'guest';

export interface PageViewInput {
  tokenKind: TokenKind;
  /**
   * SHA-256 of the visitor's site-search token, or null without one: views of one visitor can be
   * grouped, the token itself is never stored.
   */
  tokenHash: string | null;
  locale: string;
  /** Stable page name of the analytics payload, e.g. 'support:product:tv:at-55x89j'. */
  pageName: string;
  pageType: string;
  /** Site path and query of the page. */
  url: string;
  searchTerm: string | null;
  resultCount: number | null;
  referrer: string | null;
  receivedAt: string;
  /** The search this view is, or the search whose result it opens (insights/searchSignals.ts). */
  searchSignal?: SearchSignal | null;
}

export interface StoredResponse {
  status: number;
  body: unknown;
}

export type IdempotencyClaim =
  /** First use of the key (or a take-over of a claim abandoned by a crashed process): run the write. */
  | { state: 'claimed' }
  /** Another request with this key is running right now. */
  | { state: 'in-progress' }
  /** The key was used before for the same request: replay its answer. */
  | { state: 'done'; response: StoredResponse }
  /** The key was used before for a different request. */
  | { state: 'mismatch' };
