-- idctl store on PostgreSQL, schema 18: takes an empty database (or an empty schema named by
-- the search path) straight to the schema an SQLite store has after migration 18
-- (../0001_init.sql .. ../0018_one_grant_model.sql): the same tables, columns in the same
-- order, constraints, indexes and built-in records. A test compares both schemas.
--
-- Types: INTEGER is BIGINT (the 0/1 flags too, so `= 0` and `= 1` read the same on both
-- engines), BLOB is BYTEA, AUTOINCREMENT is an identity column, and every TEXT column compares
-- byte by byte (COLLATE "C") as SQLite does, whatever the server's locale. No name is qualified
-- with a schema: everything goes into the first schema of the search path.

-- The store's identity and schema version (what PRAGMA application_id and user_version hold
-- on SQLite); idctl writes its rows.
CREATE TABLE idctl_meta (
    key   TEXT COLLATE "C" PRIMARY KEY,
    value TEXT COLLATE "C" NOT NULL
);

-- `idctl_fold(text)`: the text in lower case for all of Unicode, as Rust's `str::to_lowercase`
-- (SQLite: a function idctl registers on each connection). `lower` under COLLATE "C" lowers
-- ASCII only; the ICU root locale lowers everything, the final sigma and the dotted capital I
-- as Rust does. The capitals Unicode added after 15.0 (the ICU of PostgreSQL 15 on Debian 12
-- does not know them, and leaves them as they are) are lowered by `translate`: Latin and
-- Cyrillic letters (U+1C89, U+A7CB..U+A7DC), Garay (U+10D50..U+10D65) and Beria Erfe
-- (U+16EA0..U+16EB8).
CREATE FUNCTION idctl_fold(t text) RETURNS text
    LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
    AS $$ SELECT translate(lower(t COLLATE "und-x-icu"),
                           U&'\+001C89\+00A7CB\+00A7CC\+00A7CE\+00A7D2\+00A7D4\+00A7DA\+00A7DC'
                             '\+010D50\+010D51\+010D52\+010D53\+010D54\+010D55\+010D56\+010D57\+010D58\+010D59\+010D5A\+010D5B\+010D5C\+010D5D\+010D5E\+010D5F\+010D60\+010D61\+010D62\+010D63\+010D64\+010D65'
                             '\+016EA0\+016EA1\+016EA2\+016EA3\+016EA4\+016EA5\+016EA6\+016EA7\+016EA8\+016EA9\+016EAA\+016EAB\+016EAC\+016EAD\+016EAE\+016EAF\+016EB0\+016EB1\+016EB2\+016EB3\+016EB4\+016EB5\+016EB6\+016EB7\+016EB8',
                           U&'\+001C8A\+000264\+00A7CD\+00A7CF\+00A7D3\+00A7D5\+00A7DB\+00019B'
                             '\+010D70\+010D71\+010D72\+010D73\+010D74\+010D75\+010D76\+010D77\+010D78\+010D79\+010D7A\+010D7B\+010D7C\+010D7D\+010D7E\+010D7F\+010D80\+010D81\+010D82\+010D83\+010D84\+010D85'
                             '\+016EBB\+016EBC\+016EBD\+016EBE\+016EBF\+016EC0\+016EC1\+016EC2\+016EC3\+016EC4\+016EC5\+016EC6\+016EC7\+016EC8\+016EC9\+016ECA\+016ECB\+016ECC\+016ECD\+016ECE\+016ECF\+016ED0\+016ED1\+016ED2\+016ED3') $$;

-- `instr(haystack, needle)`: SQLite's built-in, the 1-based character position of the first
-- occurrence, 0 when there is none.
CREATE FUNCTION instr(haystack text, needle text) RETURNS bigint
    LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
    AS $$ SELECT strpos(haystack, needle)::bigint $$;

-- 1: configuration, API resources, permissions, roles, machine-to-machine clients, the event log.

CREATE TABLE config (
    key   TEXT COLLATE "C" PRIMARY KEY,
    value TEXT COLLATE "C" NOT NULL
);

CREATE TABLE resources (
    id               TEXT COLLATE "C" PRIMARY KEY,
    name             TEXT COLLATE "C" NOT NULL,
    indicator        TEXT COLLATE "C" NOT NULL UNIQUE,
    access_token_ttl BIGINT NOT NULL CHECK (access_token_ttl > 0),
    is_default       BIGINT NOT NULL DEFAULT 0 CHECK (is_default IN (0, 1)),
    created_at       BIGINT NOT NULL
);
-- At most one default resource.
CREATE UNIQUE INDEX resources_single_default ON resources (is_default) WHERE is_default = 1;
CREATE INDEX resources_by_created ON resources (created_at, id);

CREATE TABLE scopes (
    id          TEXT COLLATE "C" PRIMARY KEY,
    resource_id TEXT COLLATE "C" NOT NULL REFERENCES resources (id) ON DELETE CASCADE,
    name        TEXT COLLATE "C" NOT NULL,
    description TEXT COLLATE "C",
    created_at  BIGINT NOT NULL,
    UNIQUE (resource_id, name)
);

CREATE TABLE roles (
    id          TEXT COLLATE "C" PRIMARY KEY,
    name        TEXT COLLATE "C" NOT NULL UNIQUE,
    description TEXT COLLATE "C" NOT NULL,
    type        TEXT COLLATE "C" NOT NULL CHECK (type IN ('User', 'MachineToMachine')),
    is_default  BIGINT NOT NULL DEFAULT 0 CHECK (is_default IN (0, 1)),
    created_at  BIGINT NOT NULL
);
CREATE INDEX roles_default ON roles (is_default) WHERE is_default = 1;

CREATE TABLE roles_scopes (
    role_id  TEXT COLLATE "C" NOT NULL REFERENCES roles (id) ON DELETE CASCADE,
    scope_id TEXT COLLATE "C" NOT NULL REFERENCES scopes (id) ON DELETE CASCADE,
    PRIMARY KEY (role_id, scope_id)
);
CREATE INDEX roles_scopes_by_scope ON roles_scopes (scope_id);

CREATE TABLE clients (
    id                           TEXT COLLATE "C" PRIMARY KEY,
    name                         TEXT COLLATE "C" NOT NULL UNIQUE,
    secret_hash                  TEXT COLLATE "C" NOT NULL,
    created_at                   BIGINT NOT NULL,
    type                         TEXT COLLATE "C" NOT NULL DEFAULT 'MachineToMachine'
                                 CHECK (type IN ('Native', 'SPA', 'Traditional', 'MachineToMachine')),
    redirect_uris                TEXT COLLATE "C" NOT NULL DEFAULT '[]',
    post_logout_redirect_uris    TEXT COLLATE "C" NOT NULL DEFAULT '[]',
    id_token_signed_response_alg TEXT COLLATE "C"
                                 CHECK (id_token_signed_response_alg IN ('RS256', 'ES384'))
);

CREATE TABLE clients_roles (
    client_id TEXT COLLATE "C" NOT NULL REFERENCES clients (id) ON DELETE CASCADE,
    role_id   TEXT COLLATE "C" NOT NULL REFERENCES roles (id) ON DELETE CASCADE,
    PRIMARY KEY (client_id, role_id)
);
CREATE INDEX clients_roles_by_role ON clients_roles (role_id);

-- Append-only event log (and audit entries): every entry an operation caused, written in its
-- transaction. Identity values are handed out at insert, not at commit: they follow commit
-- order only while writers are serialised.
CREATE TABLE events (
    seq        BIGINT GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY,
    id         TEXT COLLATE "C" NOT NULL UNIQUE,
    name       TEXT COLLATE "C" NOT NULL,
    created_at BIGINT NOT NULL,
    payload    TEXT COLLATE "C" NOT NULL,
    audit      BIGINT NOT NULL DEFAULT 0 CHECK (audit IN (0, 1)),
    actor_type TEXT COLLATE "C",
    actor_id   TEXT COLLATE "C",
    actor_name TEXT COLLATE "C",
    app_id     TEXT COLLATE "C",
    app_name   TEXT COLLATE "C",
    ip         TEXT COLLATE "C"
);
CREATE INDEX events_by_name ON events (name, seq);
CREATE INDEX events_by_time ON events (created_at);

-- 2, 16: signing keys.

CREATE TABLE signing_keys (
    kid           TEXT COLLATE "C" PRIMARY KEY,
    alg           TEXT COLLATE "C" NOT NULL,
    private_pkcs8 BYTEA NOT NULL,
    public_jwk    TEXT COLLATE "C" NOT NULL,
    created_at    BIGINT NOT NULL,
    is_current    BIGINT NOT NULL DEFAULT 0 CHECK (is_current IN (0, 1)),
    id_token      BIGINT NOT NULL DEFAULT 0 CHECK (id_token IN (0, 1))
);
-- Exactly one key signs.
CREATE UNIQUE INDEX signing_keys_single_current ON signing_keys (is_current) WHERE is_current = 1;
-- At most one key is the ID-token key, and it never signs access tokens.
CREATE UNIQUE INDEX signing_keys_single_id_token ON signing_keys (id_token) WHERE id_token = 1;

-- 3: users, their roles, personal access tokens.

CREATE TABLE users (
    id              TEXT COLLATE "C" PRIMARY KEY,
    username        TEXT COLLATE "C" UNIQUE,
    primary_email   TEXT COLLATE "C" UNIQUE,
    primary_phone   TEXT COLLATE "C" UNIQUE,
    name            TEXT COLLATE "C",
    avatar          TEXT COLLATE "C",
    password_digest TEXT COLLATE "C",
    custom_data     TEXT COLLATE "C" NOT NULL DEFAULT '{}',
    profile         TEXT COLLATE "C" NOT NULL DEFAULT '{}',
    identities      TEXT COLLATE "C" NOT NULL DEFAULT '{}',
    is_suspended    BIGINT NOT NULL DEFAULT 0 CHECK (is_suspended IN (0, 1)),
    last_sign_in_at BIGINT,
    created_at      BIGINT NOT NULL,
    updated_at      BIGINT NOT NULL
);
-- Newest first, for pagination.
CREATE INDEX users_by_created ON users (created_at DESC, id DESC);

CREATE TABLE users_roles (
    user_id TEXT COLLATE "C" NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    role_id TEXT COLLATE "C" NOT NULL REFERENCES roles (id) ON DELETE CASCADE,
    PRIMARY KEY (user_id, role_id)
);
CREATE INDEX users_roles_by_role ON users_roles (role_id);

CREATE TABLE personal_access_tokens (
    user_id    TEXT COLLATE "C" NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    name       TEXT COLLATE "C" NOT NULL,
    token_hash TEXT COLLATE "C" NOT NULL UNIQUE,
    expires_at BIGINT,
    created_at BIGINT NOT NULL,
    PRIMARY KEY (user_id, name)
);

-- 4: organizations, members, organization roles and permissions.

CREATE TABLE organizations (
    id          TEXT COLLATE "C" PRIMARY KEY,
    name        TEXT COLLATE "C" NOT NULL UNIQUE,
    description TEXT COLLATE "C",
    custom_data TEXT COLLATE "C" NOT NULL DEFAULT '{}',
    created_at  BIGINT NOT NULL
);

CREATE TABLE organization_users (
    organization_id TEXT COLLATE "C" NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
    user_id         TEXT COLLATE "C" NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    PRIMARY KEY (organization_id, user_id)
);
CREATE INDEX organization_users_by_user ON organization_users (user_id);

CREATE TABLE organization_scopes (
    id          TEXT COLLATE "C" PRIMARY KEY,
    name        TEXT COLLATE "C" NOT NULL UNIQUE,
    description TEXT COLLATE "C",
    created_at  BIGINT NOT NULL
);

CREATE TABLE organization_roles (
    id          TEXT COLLATE "C" PRIMARY KEY,
    name        TEXT COLLATE "C" NOT NULL UNIQUE,
    description TEXT COLLATE "C",
    created_at  BIGINT NOT NULL
);

CREATE TABLE organization_roles_scopes (
    role_id  TEXT COLLATE "C" NOT NULL REFERENCES organization_roles (id) ON DELETE CASCADE,
    scope_id TEXT COLLATE "C" NOT NULL REFERENCES organization_scopes (id) ON DELETE CASCADE,
    PRIMARY KEY (role_id, scope_id)
);
CREATE INDEX organization_roles_scopes_by_scope ON organization_roles_scopes (scope_id);

-- Organization roles of a member; they go with the membership.
CREATE TABLE organization_user_roles (
    organization_id TEXT COLLATE "C" NOT NULL,
    user_id         TEXT COLLATE "C" NOT NULL,
    role_id         TEXT COLLATE "C" NOT NULL REFERENCES organization_roles (id) ON DELETE CASCADE,
    PRIMARY KEY (organization_id, user_id, role_id),
    FOREIGN KEY (organization_id, user_id)
        REFERENCES organization_users (organization_id, user_id) ON DELETE CASCADE
);
CREATE INDEX organization_user_roles_by_role ON organization_user_roles (role_id);

-- 5, 7, 13: webhooks, their deliveries (one per event and hook), the log of every attempt.

CREATE TABLE hooks (
    id           TEXT COLLATE "C" PRIMARY KEY,
    name         TEXT COLLATE "C" NOT NULL UNIQUE,
    events       TEXT COLLATE "C" NOT NULL,            -- JSON array of event names and patterns
    url          TEXT COLLATE "C",                     -- NULL for a stdout hook
    headers      TEXT COLLATE "C" NOT NULL DEFAULT '{}',
    signing_key  TEXT COLLATE "C",                     -- NULL for a stdout hook
    enabled      BIGINT NOT NULL DEFAULT 1 CHECK (enabled IN (0, 1)),
    timeout_secs BIGINT NOT NULL DEFAULT 10 CHECK (timeout_secs > 0),
    created_at   BIGINT NOT NULL
);

CREATE TABLE deliveries (
    id              BIGINT GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY,
    event_id        TEXT COLLATE "C" NOT NULL REFERENCES events (id),
    hook_id         TEXT COLLATE "C" NOT NULL REFERENCES hooks (id) ON DELETE CASCADE,
    status          TEXT COLLATE "C" NOT NULL DEFAULT 'pending'
                    CHECK (status IN ('pending', 'delivered', 'failed', 'given_up')),
    attempts        BIGINT NOT NULL DEFAULT 0,
    rounds          BIGINT NOT NULL DEFAULT 0,
    next_attempt_at BIGINT NOT NULL,
    claimed_until   BIGINT NOT NULL DEFAULT 0,
    created_at      BIGINT NOT NULL,
    -- Who holds the delivery: the random token of a `hook deliver` run, for its lease.
    claimed_by      TEXT COLLATE "C",
    UNIQUE (event_id, hook_id)
);
CREATE INDEX deliveries_due ON deliveries (status, next_attempt_at);
CREATE INDEX deliveries_claimed_by ON deliveries (claimed_by) WHERE claimed_by IS NOT NULL;
CREATE INDEX deliveries_delivered ON deliveries (created_at) WHERE status = 'delivered';

CREATE TABLE delivery_logs (
    id              BIGINT GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY,
    delivery_id     BIGINT REFERENCES deliveries (id) ON DELETE CASCADE,  -- NULL: a test
    hook_id         TEXT COLLATE "C" NOT NULL REFERENCES hooks (id) ON DELETE CASCADE,
    event_id        TEXT COLLATE "C" NOT NULL,
    event           TEXT COLLATE "C" NOT NULL,
    attempt         BIGINT NOT NULL,
    request_body    TEXT COLLATE "C" NOT NULL,
    response_status BIGINT,
    response_body   TEXT COLLATE "C",
    result          TEXT COLLATE "C" NOT NULL CHECK (result IN ('ok', 'failed')),
    error           TEXT COLLATE "C",
    duration_ms     BIGINT NOT NULL,
    created_at      BIGINT NOT NULL
);
CREATE INDEX delivery_logs_by_hook ON delivery_logs (hook_id, created_at);
CREATE INDEX delivery_logs_by_delivery ON delivery_logs (delivery_id);

-- 6, 12: verification codes and the local mailbox, one-time tokens, identifier lockout, MFA.

CREATE TABLE verification_codes (
    id         BIGINT GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY,
    type       TEXT COLLATE "C" NOT NULL CHECK (type IN ('email', 'phone')),
    value      TEXT COLLATE "C" NOT NULL,
    code_hash  TEXT COLLATE "C" NOT NULL,
    expires_at BIGINT NOT NULL,
    used       BIGINT NOT NULL DEFAULT 0 CHECK (used IN (0, 1)),
    created_at BIGINT NOT NULL
);
CREATE INDEX verification_codes_by_identifier ON verification_codes (type, value, id);
CREATE INDEX verification_codes_by_expiry ON verification_codes (expires_at);

CREATE TABLE one_time_tokens (
    id         BIGINT GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY,
    email      TEXT COLLATE "C" NOT NULL,
    token_hash TEXT COLLATE "C" NOT NULL UNIQUE,
    expires_at BIGINT NOT NULL,
    used       BIGINT NOT NULL DEFAULT 0 CHECK (used IN (0, 1)),
    created_at BIGINT NOT NULL
);
CREATE INDEX one_time_tokens_by_expiry ON one_time_tokens (expires_at);

-- Failed verifications per identifier in a fixed window, and the lock they caused.
CREATE TABLE lockouts (
    type         TEXT COLLATE "C" NOT NULL,
    value        TEXT COLLATE "C" NOT NULL,
    window_start BIGINT NOT NULL,
    failures     BIGINT NOT NULL,
    locked_until BIGINT NOT NULL DEFAULT 0,
    PRIMARY KEY (type, value)
);
CREATE INDEX lockouts_by_window ON lockouts (window_start);

CREATE TABLE user_mfa (
    user_id    TEXT COLLATE "C" NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    type       TEXT COLLATE "C" NOT NULL,
    secret     TEXT COLLATE "C" NOT NULL,
    created_at BIGINT NOT NULL,
    PRIMARY KEY (user_id, type)
);

-- 11, 16, 18: sign-in in the browser: sessions, grants (of the browser and of the command
-- line), authorization codes, opaque tokens.

CREATE TABLE sessions (
    id_hash          TEXT COLLATE "C" PRIMARY KEY,
    user_id          TEXT COLLATE "C" NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    created_at       BIGINT NOT NULL,
    expires_at       BIGINT NOT NULL,
    authenticated_at BIGINT
);
CREATE INDEX sessions_by_user ON sessions (user_id);
CREATE INDEX sessions_by_expiry ON sessions (expires_at);

CREATE TABLE oidc_grants (
    id           TEXT COLLATE "C" PRIMARY KEY,
    user_id      TEXT COLLATE "C" NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    client_id    TEXT COLLATE "C" NOT NULL,
    scopes       TEXT COLLATE "C" NOT NULL,
    resources    TEXT COLLATE "C" NOT NULL,
    session_hash TEXT COLLATE "C",
    revoked      BIGINT NOT NULL DEFAULT 0 CHECK (revoked IN (0, 1)),
    created_at   BIGINT NOT NULL,
    auth_time    BIGINT
);
CREATE INDEX oidc_grants_by_user ON oidc_grants (user_id);
CREATE INDEX oidc_grants_by_time ON oidc_grants (created_at);

CREATE TABLE authorization_codes (
    code_hash      TEXT COLLATE "C" PRIMARY KEY,
    grant_id       TEXT COLLATE "C" NOT NULL REFERENCES oidc_grants (id) ON DELETE CASCADE,
    redirect_uri   TEXT COLLATE "C" NOT NULL,
    code_challenge TEXT COLLATE "C",
    nonce          TEXT COLLATE "C",
    expires_at     BIGINT NOT NULL,
    consumed_at    BIGINT,
    created_at     BIGINT NOT NULL
);
CREATE INDEX authorization_codes_by_expiry ON authorization_codes (expires_at);
CREATE INDEX authorization_codes_by_grant ON authorization_codes (grant_id);

CREATE TABLE oidc_tokens (
    token_hash  TEXT COLLATE "C" PRIMARY KEY,
    grant_id    TEXT COLLATE "C" NOT NULL REFERENCES oidc_grants (id) ON DELETE CASCADE,
    kind        TEXT COLLATE "C" NOT NULL CHECK (kind IN ('access', 'refresh')),
    expires_at  BIGINT NOT NULL,
    consumed_at BIGINT,
    created_at  BIGINT NOT NULL
);
CREATE INDEX oidc_tokens_by_grant ON oidc_tokens (grant_id);
CREATE INDEX oidc_tokens_by_expiry ON oidc_tokens (expires_at);

CREATE TABLE mailbox (
    id         BIGINT GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY,
    code_id    BIGINT NOT NULL REFERENCES verification_codes (id) ON DELETE CASCADE,
    type       TEXT COLLATE "C" NOT NULL CHECK (type IN ('email', 'phone')),
    value      TEXT COLLATE "C" NOT NULL,
    code       TEXT COLLATE "C" NOT NULL,
    created_at BIGINT NOT NULL,
    expires_at BIGINT NOT NULL
);
CREATE INDEX mailbox_by_identifier ON mailbox (type, value, id);
CREATE INDEX mailbox_by_expiry ON mailbox (expires_at);
CREATE INDEX mailbox_by_code ON mailbox (code_id);

-- 9: the Management API built into every store: its resource with the one permission `all`,
-- and a machine-to-machine role holding it (created at whole seconds, as SQLite's
-- strftime('%s', 'now') * 1000).

INSERT INTO resources (id, name, indicator, access_token_ttl, is_default, created_at)
VALUES ('management-api', 'Logto Management API', 'https://default.logto.app/api', 3600, 0,
        floor(extract(epoch FROM now()))::bigint * 1000);

INSERT INTO scopes (id, resource_id, name, description, created_at)
VALUES ('management-api-all', 'management-api', 'all',
        'Default scope for Management API, allows all permissions.',
        floor(extract(epoch FROM now()))::bigint * 1000);

INSERT INTO roles (id, name, description, type, is_default, created_at)
VALUES ('management-api-access', 'Logto Management API access',
        'This default role grants access to the Logto management API.', 'MachineToMachine', 0,
        floor(extract(epoch FROM now()))::bigint * 1000);

INSERT INTO roles_scopes (role_id, scope_id)
VALUES ('management-api-access', 'management-api-all');
