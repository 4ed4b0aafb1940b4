import type { Grant, Role } from '../access/roles';

/** Service-centre and agent accounts that may sign in to the ASC portal. */
export interface AccountRecord {
  id: string;
  /** Compared case-insensitively. */
  username: string;
  displayName: string;
  role: Role;
  grants: Grant[];
  /** 'scrypt$N$r$p$salt$key' (see access/password.ts). */
  passwordHash: string;
  /** Agent fields of docs/behaviour.md §3 (team, country, accessLevel, ...), written to the agent analytics cookie. */
  profile: Record<string, string>;
}

export interface AccountStore {
  /** The account signing in with this user name (case-insensitive), or null. */
  findAccount(username: string): Promise<AccountRecord | null>;
  /** The account a session points at, or null when it no longer exists. */
  findAccountById(id: string): Promise<AccountRecord | null>;
  /**
   * Replaces the account's grants (unknown grant names are refused by the caller's types, and a
   * store drops any it reads back). True when the account exists. The caller ends the account's
   * sessions afterwards (see access/accountGrants.ts), so no session outlives a grant change.
   */
  updateGrants(id: string, grants: readonly Grant[]): Promise<boolean>;
}
