-- idctl store, schema 1: configuration, API resources, permissions, roles,
-- machine-to-machine clients and the event log (outbox).

CREATE TABLE config (
    key   TEXT PRIMARY KEY,
    value TEXT NOT NULL
) WITHOUT ROWID;

CREATE TABLE resources (
    id               TEXT PRIMARY KEY,
    name             TEXT NOT NULL,
    indicator        TEXT NOT NULL UNIQUE,
    access_token_ttl INTEGER NOT NULL CHECK (access_token_ttl > 0),
    is_default       INTEGER NOT NULL DEFAULT 0 CHECK (is_default IN (0, 1)),
    created_at       INTEGER NOT NULL
);
-- At most one default resource.
CREATE UNIQUE INDEX resources_single_default ON resources (is_default) WHERE is_default = 1;

CREATE TABLE scopes (
    id          TEXT PRIMARY KEY,
    resource_id TEXT NOT NULL REFERENCES resources (id) ON DELETE CASCADE,
    name        TEXT NOT NULL,
    description TEXT,
    created_at  INTEGER NOT NULL,
    UNIQUE (resource_id, name)
);

CREATE TABLE roles (
    id          TEXT PRIMARY KEY,
    name        TEXT NOT NULL UNIQUE,
    description TEXT NOT NULL,
    type        TEXT NOT NULL CHECK (type IN ('User', 'MachineToMachine')),
    is_default  INTEGER NOT NULL DEFAULT 0 CHECK (is_default IN (0, 1)),
    created_at  INTEGER NOT NULL
);

CREATE TABLE roles_scopes (
    role_id  TEXT NOT NULL REFERENCES roles (id) ON DELETE CASCADE,
    scope_id TEXT NOT NULL REFERENCES scopes (id) ON DELETE CASCADE,
    PRIMARY KEY (role_id, scope_id)
) WITHOUT ROWID;
CREATE INDEX roles_scopes_by_scope ON roles_scopes (scope_id);

CREATE TABLE clients (
    id          TEXT PRIMARY KEY,
    name        TEXT NOT NULL UNIQUE,
    secret_hash TEXT NOT NULL,
    created_at  INTEGER NOT NULL
);

CREATE TABLE clients_roles (
    client_id TEXT NOT NULL REFERENCES clients (id) ON DELETE CASCADE,
    role_id   TEXT NOT NULL REFERENCES roles (id) ON DELETE CASCADE,
    PRIMARY KEY (client_id, role_id)
) WITHOUT ROWID;
CREATE INDEX clients_roles_by_role ON clients_roles (role_id);

-- Append-only event log: every event an operation caused, written in its transaction.
CREATE TABLE events (
    seq        INTEGER PRIMARY KEY AUTOINCREMENT,
    id         TEXT NOT NULL UNIQUE,
    name       TEXT NOT NULL,
    created_at INTEGER NOT NULL,
    payload    TEXT NOT NULL
);
CREATE INDEX events_by_name ON events (name, seq);
