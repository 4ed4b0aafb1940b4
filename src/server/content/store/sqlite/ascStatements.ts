import type Database from 'better-sqlite3';
import { CONTENT_COLUMNS, CONTENT_FILE_JOIN, type ContentRow } from './rows';

/**
 * Statements of the restricted store. Every one is limited to restricted rows: public content has
 * its own store and statements. Lists (types, words) are bound as JSON arrays, never spliced in.
 */
type Params = Record<string, string | number | null>;

const RESTRICTED = "c.access_level <> 'public'";
const TYPES = 'c.content_type IN (SELECT value FROM json_each(@types))';
// With a scope: its families, plus (when asked) families that belong to nothing, e.g. portal-wide news.
const SCOPE = `(@scope IS NULL
  OR c.family_id IN (SELECT family_id FROM content_scope WHERE scope = @scope)
  OR (@unscoped = 1 AND NOT EXISTS (SELECT 1 FROM content_scope s WHERE s.family_id = c.family_id)))`;
// Every word must occur somewhere in the text; a bounded list of rows is scanned, never the catalogue.
const WORDS = `NOT EXISTS (SELECT 1 FROM json_each(@terms) w
  WHERE instr(lower(c.title || ' ' || c.summary || ' ' || c.body), w.value) = 0)`;

export function prepareAscStatements(db: Database.Database) {
  const forLocale = `FROM content_locale cl JOIN content c ON c.rowid = cl.content_rowid ${CONTENT_FILE_JOIN}
    WHERE cl.locale = @locale AND cl.content_type IN (SELECT value FROM json_each(@types)) AND ${RESTRICTED} AND ${SCOPE} AND ${WORDS}`;
  const inLanguage = `FROM content c ${CONTENT_FILE_JOIN}
    WHERE c.language = @language AND ${TYPES} AND ${RESTRICTED} AND ${SCOPE} AND ${WORDS}`;
  return {
    account: db.prepare<Params, { id: string; username: string; display_name: string; role: string; grants: string; password_hash: string; profile: string }>(
      'SELECT id, username, display_name, role, grants, password_hash, profile FROM asc_accounts WHERE username = @username',
    ),
    accountById: db.prepare<Params, { id: string; username: string; display_name: string; role: string; grants: string; password_hash: string; profile: string }>(
      'SELECT id, username, display_name, role, grants, password_hash, profile FROM asc_accounts WHERE id = @id',
    ),
    updateGrants: db.prepare<Params>('UPDATE asc_accounts SET grants = @grants WHERE id = @id'),
    listForLocale: db.prepare<Params, ContentRow>(
      `SELECT ${CONTENT_COLUMNS} ${forLocale} ORDER BY c.published DESC, c.title, c.family_id LIMIT @num OFFSET @start`,
    ),
    countForLocale: db.prepare<Params, { n: number }>(`SELECT count(*) AS n ${forLocale}`),
    listInLanguage: db.prepare<Params, ContentRow>(
      `SELECT ${CONTENT_COLUMNS} ${inLanguage} ORDER BY c.published DESC, c.title, c.family_id LIMIT @num OFFSET @start`,
    ),
    countInLanguage: db.prepare<Params, { n: number }>(`SELECT count(*) AS n ${inLanguage}`),
    languages: db.prepare<Params, { language: string; count: number }>(
      `SELECT c.language AS language, count(*) AS count FROM content c
       WHERE ${TYPES} AND ${RESTRICTED}
         AND (@scope IS NULL OR c.family_id IN (SELECT family_id FROM content_scope WHERE scope = @scope))
       GROUP BY c.language ORDER BY count DESC, c.language`,
    ),
    one: db.prepare<Params, ContentRow>(
      `SELECT ${CONTENT_COLUMNS} FROM content_locale cl JOIN content c ON c.rowid = cl.content_rowid ${CONTENT_FILE_JOIN}
       WHERE cl.locale = @locale AND cl.family_id = @family AND ${TYPES} AND ${RESTRICTED}`,
    ),
    oneInLanguage: db.prepare<Params, ContentRow>(
      `SELECT ${CONTENT_COLUMNS} FROM content c ${CONTENT_FILE_JOIN}
       WHERE c.family_id = @family AND c.language = @language AND ${TYPES} AND ${RESTRICTED} LIMIT 1`,
    ),
    forProduct: db.prepare<Params, ContentRow>(
      `SELECT ${CONTENT_COLUMNS} FROM content_products cp
       JOIN content_locale cl ON cl.locale = @locale AND cl.family_id = cp.family_id
       JOIN content c ON c.rowid = cl.content_rowid ${CONTENT_FILE_JOIN}
       WHERE cp.product_name = @product AND ${TYPES} AND ${RESTRICTED}
       ORDER BY c.title, c.family_id`,
    ),
    restrictedFiles: db.prepare<Params, { content_type: string; file_id: string | null; attrs: string }>(
      `SELECT c.content_type, c.file_id, c.attrs FROM content c
       WHERE ${RESTRICTED} AND (c.file_id IS NOT NULL OR instr(c.attrs, '"associatedFiles"') > 0)`,
    ),
  };
}

export type AscStatements = ReturnType<typeof prepareAscStatements>;
