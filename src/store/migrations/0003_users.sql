-- idctl store, schema 3: users, their roles, authorization grants, refresh tokens and
-- personal access tokens.

CREATE TABLE users (
    id              TEXT PRIMARY KEY,
    username        TEXT UNIQUE,
    primary_email   TEXT UNIQUE,
    primary_phone   TEXT UNIQUE,
    name            TEXT,
    avatar          TEXT,
    password_digest TEXT,
    custom_data     TEXT NOT NULL DEFAULT '{}',
    profile         TEXT NOT NULL DEFAULT '{}',
    identities      TEXT NOT NULL DEFAULT '{}',
    is_suspended    INTEGER NOT NULL DEFAULT 0 CHECK (is_suspended IN (0, 1)),
    last_sign_in_at INTEGER,
    created_at      INTEGER NOT NULL,
    updated_at      INTEGER NOT NULL
);
-- Newest first, for pagination.
CREATE INDEX users_by_created ON users (created_at DESC, id DESC);

CREATE TABLE users_roles (
    user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    role_id TEXT NOT NULL REFERENCES roles (id) ON DELETE CASCADE,
    PRIMARY KEY (user_id, role_id)
) WITHOUT ROWID;
CREATE INDEX users_roles_by_role ON users_roles (role_id);

-- What a user authorized an app to get on one resource: the scopes granted in that flow.
CREATE TABLE grants (
    id          TEXT PRIMARY KEY,
    user_id     TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    client_id   TEXT NOT NULL,
    resource_id TEXT NOT NULL REFERENCES resources (id) ON DELETE CASCADE,
    scopes      TEXT NOT NULL,
    created_at  INTEGER NOT NULL
);
CREATE INDEX grants_by_user ON grants (user_id);

CREATE TABLE refresh_tokens (
    token_hash TEXT PRIMARY KEY,
    grant_id   TEXT NOT NULL REFERENCES grants (id) ON DELETE CASCADE,
    user_id    TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    expires_at INTEGER NOT NULL,
    revoked    INTEGER NOT NULL DEFAULT 0 CHECK (revoked IN (0, 1)),
    created_at INTEGER NOT NULL
) WITHOUT ROWID;
CREATE INDEX refresh_tokens_by_user ON refresh_tokens (user_id);

CREATE TABLE personal_access_tokens (
    user_id    TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    name       TEXT NOT NULL,
    token_hash TEXT NOT NULL UNIQUE,
    expires_at INTEGER,
    created_at INTEGER NOT NULL,
    PRIMARY KEY (user_id, name)
) WITHOUT ROWID;
