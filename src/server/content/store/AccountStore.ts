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
  /** Agent fields of spec §3 (team, country, accessLevel, ...), written to the agent analytics cookie. */
  profile: Record<string, string>;
}

export interface AccountStore {
  findAccount(username: string): Promise<AccountRecord | null>;
}
