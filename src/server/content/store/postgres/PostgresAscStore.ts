import type pg from 'pg';
import { GRANTS, type Grant } from '../../access/roles';
import type { Locale } from '../../../../shared/locale';
import type { AccountRecord, AccountStore } from '../AccountStore';
import type { ContentRecord, Page } from '../ContentStore';
import type { RestrictedContentStore, RestrictedListRequest } from '../RestrictedContentStore';
import { toAccount, type AccountRow } from '../sqlite/SqliteAscStore';
import { CONTENT_COLUMNS, CONTENT_FILE_JOIN, toContent, type ContentRow } from '../sqlite/rows';
import { SCHEMA_LOCK_KEY } from './migrate';
import { all, one, transaction, type Params } from './sql';

/** Every statement is limited to restricted rows: public content has its own store. */
const RESTRICTED = "c.access_level <> 'public'";
const TYPES = 'c.content_type = ANY(@types::text[])';
const SCOPE = `(@scope::text IS NULL
  OR c.family_id IN (SELECT family_id FROM content_scope WHERE scope = @scope::text)
  OR (@unscoped::boolean AND NOT EXISTS (SELECT 1 FROM content_scope s WHERE s.family_id = c.family_id)))`;
// Every word must occur somewhere in the text (plain substring, as in the SQLite store).
const WORDS = `NOT EXISTS (SELECT 1 FROM unnest(@terms::text[]) w(value)
  WHERE strpos(lower(c.title || ' ' || c.summary || ' ' || c.body), w.value) = 0)`;

/** Accounts and restricted content on PostgreSQL (the SQLite twin: store/sqlite/SqliteAscStore.ts). */
export class PostgresAscStore implements AccountStore, RestrictedContentStore {
  constructor(private readonly pool: pg.Pool) {}

  /** Writes (or refreshes) accounts, e.g. the demo accounts on start. */
  async seedAccounts(accounts: readonly AccountRecord[]): Promise<void> {
    if (accounts.length === 0) return;
    await transaction(this.pool, async (client) => {
      // Processes starting together write the same rows: one after the other, never racing.
      await client.query('SELECT pg_advisory_xact_lock($1)', [SCHEMA_LOCK_KEY]);
      for (const a of accounts) {
        await client.query(
          `INSERT INTO asc_accounts (id, username, display_name, role, grants, password_hash, profile) VALUES ($1, $2, $3, $4, $5, $6, $7)
           ON CONFLICT (id) DO UPDATE SET username = excluded.username, display_name = excluded.display_name, role = excluded.role,
             grants = excluded.grants, password_hash = excluded.password_hash, profile = excluded.profile`,
          [a.id, a.username, a.displayName, a.role, JSON.stringify(a.grants), a.passwordHash, JSON.stringify(a.profile)],
        );
      }
    });
  }

  async findAccount(username: string): Promise<AccountRecord | null> {
    const row = await one<AccountRow>(
      this.pool,
      'SELECT id, username, display_name, role, grants, password_hash, profile FROM asc_accounts WHERE lower(username) = lower(@username)',
      { username },
    );
    return row ? toAccount(row) : null;
  }

  async findAccountById(id: string): Promise<AccountRecord | null> {
    const row = await one<AccountRow>(this.pool, 'SELECT id, username, display_name, role, grants, password_hash, profile FROM asc_accounts WHERE id = @id', { id });
    return row ? toAccount(row) : null;
  }

  async updateGrants(id: string, grants: readonly Grant[]): Promise<boolean> {
    const known = [...new Set(grants)].filter((g) => GRANTS.includes(g));
    return ((await this.pool.query('UPDATE asc_accounts SET grants = $2 WHERE id = $1', [id, JSON.stringify(known)])).rowCount ?? 0) > 0;
  }

  async listRestricted(request: RestrictedListRequest): Promise<Page<ContentRecord>> {
    const params: Params = {
      locale: request.locale,
      types: [...request.contentTypes],
      scope: request.scope,
      unscoped: request.includeUnscoped,
      terms: [...request.terms],
      language: request.language,
    };
    const from = request.language
      ? `FROM content c ${CONTENT_FILE_JOIN} WHERE c.language = @language AND ${TYPES} AND ${RESTRICTED} AND ${SCOPE} AND ${WORDS}`
      : `FROM content_locale cl JOIN content c ON c.rowid = cl.content_rowid ${CONTENT_FILE_JOIN}
         WHERE cl.locale = @locale AND cl.content_type = ANY(@types::text[]) AND ${RESTRICTED} AND ${SCOPE} AND ${WORDS}`;
    if (request.language) delete params.locale;
    else delete params.language;
    const total = (await one<{ n: number }>(this.pool, `SELECT count(*)::int AS n ${from}`, params))?.n ?? 0;
    if (request.page.num <= 0 || total <= request.page.start) return { total, items: [] };
    const rows = await all<ContentRow>(this.pool, `SELECT ${CONTENT_COLUMNS} ${from} ORDER BY c.published DESC, c.title, c.family_id LIMIT @num OFFSET @start`, {
      ...params,
      num: request.page.num,
      start: request.page.start,
    });
    return { total, items: rows.map(toContent) };
  }

  async restrictedLanguages(contentTypes: readonly string[], scope: string | null): Promise<Array<{ language: string; count: number }>> {
    return all(
      this.pool,
      `SELECT c.language AS language, count(*)::int AS count FROM content c
       WHERE ${TYPES} AND ${RESTRICTED}
         AND (@scope::text IS NULL OR c.family_id IN (SELECT family_id FROM content_scope WHERE scope = @scope::text))
       GROUP BY c.language ORDER BY count DESC, c.language`,
      { types: [...contentTypes], scope },
    );
  }

  async getRestricted(locale: Locale, familyId: string, contentTypes: readonly string[]): Promise<ContentRecord | null> {
    const row = await one<ContentRow>(
      this.pool,
      `SELECT ${CONTENT_COLUMNS} FROM content_locale cl JOIN content c ON c.rowid = cl.content_rowid ${CONTENT_FILE_JOIN}
       WHERE cl.locale = @locale AND cl.family_id = @family AND ${TYPES} AND ${RESTRICTED}`,
      { locale, family: familyId, types: [...contentTypes] },
    );
    return row ? toContent(row) : null;
  }

  async getRestrictedInLanguage(familyId: string, language: string, contentTypes: readonly string[]): Promise<ContentRecord | null> {
    const row = await one<ContentRow>(
      this.pool,
      `SELECT ${CONTENT_COLUMNS} FROM content c ${CONTENT_FILE_JOIN}
       WHERE c.family_id = @family AND c.language = @language AND ${TYPES} AND ${RESTRICTED} LIMIT 1`,
      { family: familyId, language, types: [...contentTypes] },
    );
    return row ? toContent(row) : null;
  }

  async listForProduct(locale: Locale, productName: string, contentTypes: readonly string[]): Promise<ContentRecord[]> {
    const rows = await all<ContentRow>(
      this.pool,
      `SELECT ${CONTENT_COLUMNS} FROM content_products cp
       JOIN content_locale cl ON cl.locale = @locale AND cl.family_id = cp.family_id
       JOIN content c ON c.rowid = cl.content_rowid ${CONTENT_FILE_JOIN}
       WHERE cp.product_name = @product AND ${TYPES} AND ${RESTRICTED}
       ORDER BY c.title, c.family_id`,
      { locale, product: productName, types: [...contentTypes] },
    );
    return rows.map(toContent);
  }

  /**
   * Asked by the database on every file request (no per-process cache): a catalogue imported
   * while the site runs changes the answer for every process at once.
   */
  async restrictedFileTypes(fileId: string): Promise<string[]> {
    const rows = await all<{ content_type: string }>(
      this.pool,
      `SELECT DISTINCT c.content_type FROM content c
       WHERE ${RESTRICTED} AND (c.file_id = @id OR (strpos(c.attrs, @id) > 0
         AND jsonb_typeof(c.attrs::jsonb -> 'associatedFiles') = 'array'
         AND EXISTS (SELECT 1 FROM jsonb_array_elements(c.attrs::jsonb -> 'associatedFiles') f WHERE f ->> 'fileId' = @id)))
       ORDER BY 1`,
      { id: fileId },
    );
    return rows.map((r) => r.content_type);
  }

  async close(): Promise<void> {
    // The pool belongs to the service that created this store.
  }
}
