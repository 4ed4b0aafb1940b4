import type Database from 'better-sqlite3';

/**
 * Schema of the write database (visitor writes, kept apart from the catalogue: see WriteStore).
 * Migrations are applied in order and recorded in PRAGMA user_version; they only ever add, since
 * this file is never rebuilt.
 */
const MIGRATIONS: ReadonlyArray<(db: Database.Database) => void> = [
  (db) => {
    db.exec(`
      -- Site-search analytics (docs/behaviour.md §6): one row per logged page view. The visitor's token is
      -- stored only as a hash.
      CREATE TABLE page_views (
        id INTEGER PRIMARY KEY,
        received_at TEXT NOT NULL,
        token_kind TEXT NOT NULL CHECK (token_kind IN ('signed-in', 'stored', 'guest')),
        token_hash TEXT,
        locale TEXT NOT NULL,
        page_name TEXT NOT NULL,
        page_type TEXT NOT NULL,
        url TEXT NOT NULL,
        search_term TEXT,
        result_count INTEGER,
        referrer TEXT,
        -- Set when the view was sent with an Idempotency-Key: a retried log is stored once.
        idempotency_key TEXT UNIQUE
      );
      CREATE INDEX page_views_received ON page_views(received_at);
      CREATE INDEX page_views_search_term ON page_views(locale, search_term) WHERE search_term IS NOT NULL;

      -- Answers of POST calls sent with an Idempotency-Key, per call (scope) and key.
      CREATE TABLE idempotency_keys (
        scope TEXT NOT NULL,
        key TEXT NOT NULL,
        fingerprint TEXT NOT NULL,
        state TEXT NOT NULL CHECK (state IN ('pending', 'done')),
        status INTEGER,
        body TEXT,
        created_at TEXT NOT NULL,
        updated_at TEXT NOT NULL,
        PRIMARY KEY (scope, key)
      ) WITHOUT ROWID;
      CREATE INDEX idempotency_keys_created ON idempotency_keys(created_at);
    `);
  },
  (db) => {
    db.exec(`
      -- Support tickets (docs/behaviour.md §7 POST /create-ticket). ticket_id is what the visitor is shown.
      CREATE TABLE tickets (
        id INTEGER PRIMARY KEY,
        ticket_id TEXT NOT NULL UNIQUE,
        created_at TEXT NOT NULL,
        locale TEXT NOT NULL,
        name TEXT NOT NULL,
        email TEXT NOT NULL,
        product_model TEXT NOT NULL,
        product_name TEXT NOT NULL,
        serial_number TEXT,
        issue_category TEXT NOT NULL,
        description TEXT NOT NULL,
        status TEXT NOT NULL DEFAULT 'open' CHECK (status IN ('open')),
        -- Set when the ticket was sent with an Idempotency-Key: a retried request stores one ticket.
        idempotency_key TEXT UNIQUE
      );
      CREATE INDEX tickets_created ON tickets(created_at);
    `);
  },
  (db) => {
    db.exec(`
      -- Service-centre sessions (see SessionStore). Only the SHA-256 of the cookie's random id is
      -- stored; times are epoch milliseconds.
      CREATE TABLE sessions (
        id_hash TEXT PRIMARY KEY,
        account_id TEXT NOT NULL,
        created_at INTEGER NOT NULL,
        last_seen_at INTEGER NOT NULL,
        expires_at INTEGER NOT NULL
      ) WITHOUT ROWID;
      CREATE INDEX sessions_account ON sessions(account_id);
      CREATE INDEX sessions_expires ON sessions(expires_at);
      CREATE INDEX sessions_last_seen ON sessions(last_seen_at);

      -- Fixed-window rate-limit counters shared by every process (see RateLimitStore).
      CREATE TABLE rate_limits (
        key TEXT PRIMARY KEY,
        count INTEGER NOT NULL,
        reset_at INTEGER NOT NULL
      ) WITHOUT ROWID;
      CREATE INDEX rate_limits_reset ON rate_limits(reset_at);
    `);
  },
  (db) => {
    db.exec(`
      -- Repair requests (docs/behaviour.md §2 POST /repair-requests). reference is what the visitor is shown.
      CREATE TABLE repair_requests (
        id INTEGER PRIMARY KEY,
        reference TEXT NOT NULL UNIQUE,
        created_at TEXT NOT NULL,
        locale TEXT NOT NULL,
        product_model TEXT NOT NULL,
        product_name TEXT NOT NULL,
        serial_number TEXT NOT NULL,
        fault TEXT NOT NULL,
        name TEXT NOT NULL,
        email TEXT NOT NULL,
        phone TEXT,
        postcode TEXT,
        status TEXT NOT NULL DEFAULT 'received' CHECK (status IN ('received')),
        -- Set when the request was sent with a client key: a resubmitted form stores one request.
        idempotency_key TEXT UNIQUE
      );
      CREATE INDEX repair_requests_created ON repair_requests(created_at);
    `);
  },
  (db) => {
    db.exec(`
      -- "Did this help?" answers (ADR 028): one row per page view that answered (view_key UNIQUE).
      -- content_id is the id search results carry, so helpfulness joins search figures by it.
      CREATE TABLE content_feedback (
        id INTEGER PRIMARY KEY,
        received_at TEXT NOT NULL,
        locale TEXT NOT NULL,
        content_kind TEXT NOT NULL CHECK (content_kind IN ('article', 'software', 'download')),
        content_id TEXT NOT NULL,
        helpful INTEGER NOT NULL CHECK (helpful IN (0, 1)),
        reason TEXT CHECK (reason IN ('out-of-date', 'did-not-solve', 'hard-to-follow', 'wrong-product', 'other')),
        comment TEXT,
        page_type TEXT,
        view_key TEXT NOT NULL UNIQUE
      );
      CREATE INDEX content_feedback_item ON content_feedback(content_kind, content_id, helpful);
      CREATE INDEX content_feedback_received ON content_feedback(received_at);
    `);
  },
  (db) => {
    db.exec(`
      -- Search insights (docs/decisions/027-search-insights.md): searches and opened results per UTC day,
      -- locale and normalised query, counted with each logged page view. No client address, no token.
      -- The key leads with the day, so a request reads only the days of its window.
      CREATE TABLE search_daily (
        day TEXT NOT NULL,
        locale TEXT NOT NULL,
        query TEXT NOT NULL,
        searches INTEGER NOT NULL DEFAULT 0,
        zero_result_searches INTEGER NOT NULL DEFAULT 0,
        opens INTEGER NOT NULL DEFAULT 0,
        PRIMARY KEY (day, locale, query)
      ) WITHOUT ROWID;
      -- Which result pages (site paths) were opened from a query's results.
      CREATE TABLE search_opened_daily (
        day TEXT NOT NULL,
        locale TEXT NOT NULL,
        query TEXT NOT NULL,
        path TEXT NOT NULL,
        opens INTEGER NOT NULL DEFAULT 0,
        PRIMARY KEY (day, locale, query, path)
      ) WITHOUT ROWID;
    `);
  },
  (db) => {
    db.exec(`
      -- The learned boost of search (docs/decisions/056-learned-boost-from-opened-results.md) reads one
      -- query's days: by (locale, query), not through the day-first keys, which would read every query
      -- of the window.
      CREATE INDEX search_daily_by_query ON search_daily(locale, query, day);
      CREATE INDEX search_opened_daily_by_query ON search_opened_daily(locale, query, day);
    `);
  },
];

export const WRITES_SCHEMA_VERSION = MIGRATIONS.length;

/** Safe to run from several processes at once: each step re-reads the version under the write lock. */
export function migrateWrites(db: Database.Database): void {
  const version = () => Number(db.pragma('user_version', { simple: true }));
  if (version() > WRITES_SCHEMA_VERSION) {
    throw new Error(`Write database schema version ${version()} is newer than this build supports (${WRITES_SCHEMA_VERSION})`);
  }
  const step = db.transaction(() => {
    const current = version();
    if (current >= WRITES_SCHEMA_VERSION) return false;
    MIGRATIONS[current](db);
    db.pragma(`user_version = ${current + 1}`);
    return true;
  });
  while (step.immediate()) {
    // One migration per transaction, until the file is current.
  }
}
