-- idctl store, schema 11: sign-in in the browser. Sessions (the cookie's id, hashed),
-- authorization requests waiting for a sign-in, what a user granted an app in one flow
-- (OIDC scopes, permissions, the resources named at /oidc/auth), its authorization codes,
-- and its opaque tokens (access tokens for userinfo, refresh tokens).

CREATE TABLE sessions (
    id_hash    TEXT PRIMARY KEY,
    user_id    TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    created_at INTEGER NOT NULL,
    expires_at INTEGER NOT NULL
) WITHOUT ROWID;
CREATE INDEX sessions_by_user ON sessions (user_id);

CREATE TABLE interactions (
    id         TEXT PRIMARY KEY,
    request    TEXT NOT NULL,
    created_at INTEGER NOT NULL,
    expires_at INTEGER NOT NULL
) WITHOUT ROWID;

CREATE TABLE oidc_grants (
    id           TEXT PRIMARY KEY,
    user_id      TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    client_id    TEXT NOT NULL,
    scopes       TEXT NOT NULL,
    resources    TEXT NOT NULL,
    session_hash TEXT,
    revoked      INTEGER NOT NULL DEFAULT 0 CHECK (revoked IN (0, 1)),
    created_at   INTEGER NOT NULL
) WITHOUT ROWID;
CREATE INDEX oidc_grants_by_user ON oidc_grants (user_id);

CREATE TABLE authorization_codes (
    code_hash      TEXT PRIMARY KEY,
    grant_id       TEXT NOT NULL REFERENCES oidc_grants (id) ON DELETE CASCADE,
    redirect_uri   TEXT NOT NULL,
    code_challenge TEXT,
    nonce          TEXT,
    expires_at     INTEGER NOT NULL,
    consumed_at    INTEGER,
    created_at     INTEGER NOT NULL
) WITHOUT ROWID;

CREATE TABLE oidc_tokens (
    token_hash  TEXT PRIMARY KEY,
    grant_id    TEXT NOT NULL REFERENCES oidc_grants (id) ON DELETE CASCADE,
    kind        TEXT NOT NULL CHECK (kind IN ('access', 'refresh')),
    expires_at  INTEGER NOT NULL,
    consumed_at INTEGER,
    created_at  INTEGER NOT NULL
) WITHOUT ROWID;
CREATE INDEX oidc_tokens_by_grant ON oidc_tokens (grant_id);
