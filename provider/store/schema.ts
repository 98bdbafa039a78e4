/**
 * One `factors` table holds every way a user can be reached or proven (emails, phone numbers, TOTPs, and later
 * wallets, OAuth links and WebAuthn registrations): `value` is what identifies it (the address, the credential id),
 * `data` is kind-specific JSON, so later products add a kind instead of a table.
 */
export const SCHEMA = `
CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);

CREATE TABLE IF NOT EXISTS users (
  user_id TEXT PRIMARY KEY,
  created_at TEXT NOT NULL,
  status TEXT NOT NULL,
  name TEXT NOT NULL,
  trusted_metadata TEXT NOT NULL,
  untrusted_metadata TEXT NOT NULL,
  password_id TEXT,
  password_hash TEXT,
  password_requires_reset INTEGER NOT NULL DEFAULT 0
);

CREATE TABLE IF NOT EXISTS factors (
  factor_id TEXT PRIMARY KEY,
  user_id TEXT NOT NULL,
  kind TEXT NOT NULL,
  value TEXT NOT NULL,
  verified INTEGER NOT NULL DEFAULT 0,
  data TEXT NOT NULL DEFAULT '{}',
  created_at TEXT NOT NULL,
  UNIQUE (kind, value)
);
CREATE INDEX IF NOT EXISTS factors_by_user ON factors (user_id);

CREATE TABLE IF NOT EXISTS sessions (
  session_id TEXT PRIMARY KEY,
  user_id TEXT NOT NULL,
  token_hash TEXT NOT NULL UNIQUE,
  started_at TEXT NOT NULL,
  last_accessed_at TEXT NOT NULL,
  expires_at TEXT NOT NULL,
  attributes TEXT NOT NULL,
  factors TEXT NOT NULL
);

CREATE TABLE IF NOT EXISTS otp_codes (
  method_id TEXT PRIMARY KEY,
  user_id TEXT NOT NULL,
  channel TEXT NOT NULL,
  code_hash TEXT NOT NULL,
  salt TEXT NOT NULL,
  expires_at TEXT NOT NULL,
  failed_attempts INTEGER NOT NULL DEFAULT 0
);

CREATE TABLE IF NOT EXISTS link_tokens (
  token_hash TEXT PRIMARY KEY,
  kind TEXT NOT NULL,
  user_id TEXT NOT NULL,
  factor_id TEXT,
  expires_at TEXT NOT NULL,
  code_challenge TEXT,
  used_at TEXT
);

CREATE TABLE IF NOT EXISTS messages (
  seq INTEGER PRIMARY KEY AUTOINCREMENT,
  id TEXT NOT NULL,
  channel TEXT NOT NULL,
  recipient TEXT NOT NULL,
  subject TEXT NOT NULL,
  body TEXT NOT NULL,
  code TEXT,
  link TEXT,
  sent_at TEXT NOT NULL
);
`;
