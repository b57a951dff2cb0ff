-- idctl store, schema 6: verification codes, one-time tokens, identifier lockout, MFA.

CREATE TABLE verification_codes (
    id         INTEGER PRIMARY KEY AUTOINCREMENT,
    type       TEXT NOT NULL CHECK (type IN ('email', 'phone')),
    value      TEXT NOT NULL,
    code_hash  TEXT NOT NULL,
    expires_at INTEGER NOT NULL,
    used       INTEGER NOT NULL DEFAULT 0 CHECK (used IN (0, 1)),
    created_at INTEGER NOT NULL
);
CREATE INDEX verification_codes_by_identifier ON verification_codes (type, value, id);

CREATE TABLE one_time_tokens (
    id         INTEGER PRIMARY KEY AUTOINCREMENT,
    email      TEXT NOT NULL,
    token_hash TEXT NOT NULL UNIQUE,
    expires_at INTEGER NOT NULL,
    used       INTEGER NOT NULL DEFAULT 0 CHECK (used IN (0, 1)),
    created_at INTEGER NOT NULL
);

-- Failed verifications per identifier in a fixed window, and the lock they caused.
CREATE TABLE lockouts (
    type         TEXT NOT NULL,
    value        TEXT NOT NULL,
    window_start INTEGER NOT NULL,
    failures     INTEGER NOT NULL,
    locked_until INTEGER NOT NULL DEFAULT 0,
    PRIMARY KEY (type, value)
) WITHOUT ROWID;

CREATE TABLE user_mfa (
    user_id    TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    type       TEXT NOT NULL,
    secret     TEXT NOT NULL,
    created_at INTEGER NOT NULL,
    PRIMARY KEY (user_id, type)
) WITHOUT ROWID;
