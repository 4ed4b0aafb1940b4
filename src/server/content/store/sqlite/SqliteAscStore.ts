import Database from 'better-sqlite3';
import { GRANTS, ROLES, type Grant, type Role } from '../../access/roles';
import type { Locale } from '../../../../shared/locale';
import type { AccountRecord, AccountStore } from '../AccountStore';
import type { ContentRecord, Page } from '../ContentStore';
import type { RestrictedContentStore, RestrictedListRequest } from '../RestrictedContentStore';
import { toContent } from './rows';
import { configureConnection } from './SqliteContentStore';
import { prepareAscStatements, type AscStatements } from './ascStatements';

/**
 * Accounts and restricted content on their own connection to the content database. The accounts
 * table is created here (idempotently), not by the catalogue's migrations: it is not part of the
 * catalogue, and a rebuilt catalogue file simply gets it again on the next open.
 */
const ACCOUNTS_TABLE = `
  CREATE TABLE IF NOT EXISTS asc_accounts (
    id TEXT PRIMARY KEY,
    username TEXT NOT NULL UNIQUE COLLATE NOCASE,
    display_name TEXT NOT NULL,
    role TEXT NOT NULL,
    grants TEXT NOT NULL DEFAULT '[]',
    password_hash TEXT NOT NULL,
    profile TEXT NOT NULL DEFAULT '{}'
  )`;

export interface AccountRow {
  id: string;
  username: string;
  display_name: string;
  role: string;
  grants: string;
  password_hash: string;
  profile: string;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

export function toAccount(row: AccountRow): AccountRecord | null {
  // A row edited by hand into something unknown is no account at all, rather than a guess.
  if (!ROLES.includes(row.role as Role)) return null;
  const grants = parseJson(row.grants);
  const profile = parseJson(row.profile);
  return {
    id: row.id,
    username: row.username,
    displayName: row.display_name,
    role: row.role as Role,
    grants: Array.isArray(grants) ? grants.filter((g): g is Grant => GRANTS.includes(g as Grant)) : [],
    passwordHash: row.password_hash,
    profile:
      profile && typeof profile === 'object' && !Array.isArray(profile)
        ? Object.fromEntries(Object.entries(profile).filter((e): e is [string, string] => typeof e[1] === 'string'))
        : {},
  };
}

export interface AscStoreOptions {
  /** Accounts written (or refreshed) on open. */
  seedAccounts?: readonly AccountRecord[];
}

export class SqliteAscStore implements AccountStore, RestrictedContentStore {
  private readonly statements: AscStatements;

  private constructor(private readonly db: Database.Database) {
    this.statements = prepareAscStatements(db);
  }

  /** Opens the content database (which must exist and be migrated) for accounts and restricted reads. */
  static open(path: string, options: AscStoreOptions = {}): SqliteAscStore {
    const db = new Database(path, { fileMustExist: true });
    try {
      configureConnection(db);
      db.exec(ACCOUNTS_TABLE);
      const upsert = db.prepare(
        `INSERT INTO asc_accounts (id, username, display_name, role, grants, password_hash, profile) VALUES (?, ?, ?, ?, ?, ?, ?)
         ON CONFLICT(id) DO UPDATE SET username = excluded.username, display_name = excluded.display_name, role = excluded.role,
           grants = excluded.grants, password_hash = excluded.password_hash, profile = excluded.profile`,
      );
      db.transaction(() => {
        for (const a of options.seedAccounts ?? []) {
          upsert.run(a.id, a.username, a.displayName, a.role, JSON.stringify(a.grants), a.passwordHash, JSON.stringify(a.profile));
        }
      })();
      return new SqliteAscStore(db);
    } catch (error) {
      db.close();
      throw error;
    }
  }

  async findAccount(username: string): Promise<AccountRecord | null> {
    const row = this.statements.account.get({ username });
    return row ? toAccount(row) : null;
  }

  async findAccountById(id: string): Promise<AccountRecord | null> {
    const row = this.statements.accountById.get({ id });
    return row ? toAccount(row) : null;
  }

  async updateGrants(id: string, grants: readonly Grant[]): Promise<boolean> {
    const known = [...new Set(grants)].filter((g) => GRANTS.includes(g));
    return this.statements.updateGrants.run({ id, grants: JSON.stringify(known) }).changes > 0;
  }

  async listRestricted(request: RestrictedListRequest): Promise<Page<ContentRecord>> {
    const params = {
      locale: request.locale,
      types: JSON.stringify(request.contentTypes),
      scope: request.scope,
      unscoped: request.includeUnscoped ? 1 : 0,
      terms: JSON.stringify(request.terms),
      language: request.language,
      start: request.page.start,
      num: request.page.num,
    };
    const [list, count] = request.language
      ? [this.statements.listInLanguage, this.statements.countInLanguage]
      : [this.statements.listForLocale, this.statements.countForLocale];
    const total = count.get(params)?.n ?? 0;
    return { total, items: request.page.num > 0 && total > request.page.start ? list.all(params).map(toContent) : [] };
  }

  async restrictedLanguages(contentTypes: readonly string[], scope: string | null): Promise<Array<{ language: string; count: number }>> {
    return this.statements.languages.all({ types: JSON.stringify(contentTypes), scope });
  }

  async getRestricted(locale: Locale, familyId: string, contentTypes: readonly string[]): Promise<ContentRecord | null> {
    const row = this.statements.one.get({ locale, family: familyId, types: JSON.stringify(contentTypes) });
    return row ? toContent(row) : null;
  }

  async getRestrictedInLanguage(familyId: string, language: string, contentTypes: readonly string[]): Promise<ContentRecord | null> {
    const row = this.statements.oneInLanguage.get({ family: familyId, language, types: JSON.stringify(contentTypes) });
    return row ? toContent(row) : null;
  }

  async listForProduct(locale: Locale, productName: string, contentTypes: readonly string[]): Promise<ContentRecord[]> {
    return this.statements.forProduct.all({ locale, product: productName, types: JSON.stringify(contentTypes) }).map(toContent);
  }

  async restrictedFileTypes(fileId: string): Promise<string[]> {
    return [...(this.restrictedFiles().get(fileId) ?? [])];
  }

  private fileIndex: Map<string, Set<string>> | null = null;

  /** File id -> content types of the restricted rows that carry it; built once (the catalogue is read-only). */
  private restrictedFiles(): Map<string, Set<string>> {
    if (this.fileIndex) return this.fileIndex;
    const index = new Map<string, Set<string>>();
    const add = (id: unknown, type: string) => {
      if (typeof id !== 'string' || id === '') return;
      const types = index.get(id) ?? new Set<string>();
      types.add(type);
      index.set(id, types);
    };
    for (const row of this.statements.restrictedFiles.all({})) {
      add(row.file_id, row.content_type);
      const attrs = parseJson(row.attrs);
      const files = attrs && typeof attrs === 'object' && 'associatedFiles' in attrs ? (attrs as { associatedFiles: unknown }).associatedFiles : null;
      if (Array.isArray(files)) for (const f of files) if (f && typeof f === 'object') add((f as { fileId?: unknown }).fileId, row.content_type);
    }
    this.fileIndex = index;
    return index;
  }

  async close(): Promise<void> {
    if (this.db.open) this.db.close();
  }
}
