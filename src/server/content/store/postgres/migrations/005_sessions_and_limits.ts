/**
 * Service-centre sessions and rate-limit counters, shared by every process and machine on the
 * database (see SessionStore, RateLimitStore). Only the SHA-256 of a session's random id is stored.
 */
export default `
CREATE TABLE sessions (
  id_hash ctext PRIMARY KEY,
  account_id ctext NOT NULL,
  created_at timestamptz NOT NULL,
  last_seen_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL
);
CREATE INDEX sessions_account ON sessions (account_id);
CREATE INDEX sessions_expires ON sessions (expires_at);
CREATE INDEX sessions_last_seen ON sessions (last_seen_at);

-- Written on every counted request and rebuilt within a window if lost: not worth a WAL record.
CREATE UNLOGGED TABLE rate_limits (
  key ctext PRIMARY KEY,
  count integer NOT NULL,
  reset_at timestamptz NOT NULL
);
CREATE INDEX rate_limits_reset ON rate_limits (reset_at);
`;
