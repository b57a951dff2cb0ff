-- idctl store, schema 4: organizations, members, organization roles and permissions.

CREATE TABLE organizations (
    id          TEXT PRIMARY KEY,
    name        TEXT NOT NULL UNIQUE,
    description TEXT,
    custom_data TEXT NOT NULL DEFAULT '{}',
    created_at  INTEGER NOT NULL
);

CREATE TABLE organization_users (
    organization_id TEXT NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
    user_id         TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    PRIMARY KEY (organization_id, user_id)
) WITHOUT ROWID;
CREATE INDEX organization_users_by_user ON organization_users (user_id);

CREATE TABLE organization_scopes (
    id          TEXT PRIMARY KEY,
    name        TEXT NOT NULL UNIQUE,
    description TEXT,
    created_at  INTEGER NOT NULL
);

CREATE TABLE organization_roles (
    id          TEXT PRIMARY KEY,
    name        TEXT NOT NULL UNIQUE,
    description TEXT,
    created_at  INTEGER NOT NULL
);

CREATE TABLE organization_roles_scopes (
    role_id  TEXT NOT NULL REFERENCES organization_roles (id) ON DELETE CASCADE,
    scope_id TEXT NOT NULL REFERENCES organization_scopes (id) ON DELETE CASCADE,
    PRIMARY KEY (role_id, scope_id)
) WITHOUT ROWID;
CREATE INDEX organization_roles_scopes_by_scope ON organization_roles_scopes (scope_id);

-- Organization roles of a member; they go with the membership.
CREATE TABLE organization_user_roles (
    organization_id TEXT NOT NULL,
    user_id         TEXT NOT NULL,
    role_id         TEXT NOT NULL REFERENCES organization_roles (id) ON DELETE CASCADE,
    PRIMARY KEY (organization_id, user_id, role_id),
    FOREIGN KEY (organization_id, user_id)
        REFERENCES organization_users (organization_id, user_id) ON DELETE CASCADE
) WITHOUT ROWID;
CREATE INDEX organization_user_roles_by_role ON organization_user_roles (role_id);
