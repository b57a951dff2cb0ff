-- idctl store, schema 21: organization tokens. Organization roles get a type (`User`, the
-- default, or `MachineToMachine`) and may hold permissions of API resources (organization-level
-- API resources); machine-to-machine clients join organizations and hold organization roles
-- of the `MachineToMachine` type there.

ALTER TABLE organization_roles ADD COLUMN type TEXT NOT NULL DEFAULT 'User'
    CHECK (type IN ('User', 'MachineToMachine'));

CREATE TABLE organization_roles_resource_scopes (
    role_id  TEXT NOT NULL REFERENCES organization_roles (id) ON DELETE CASCADE,
    scope_id TEXT NOT NULL REFERENCES scopes (id) ON DELETE CASCADE,
    PRIMARY KEY (role_id, scope_id)
) WITHOUT ROWID;
CREATE INDEX organization_roles_resource_scopes_by_scope
    ON organization_roles_resource_scopes (scope_id);

CREATE TABLE organization_applications (
    organization_id TEXT NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
    application_id  TEXT NOT NULL REFERENCES clients (id) ON DELETE CASCADE,
    PRIMARY KEY (organization_id, application_id)
) WITHOUT ROWID;
CREATE INDEX organization_applications_by_application
    ON organization_applications (application_id);

-- Organization roles of a member application; they go with the membership.
CREATE TABLE organization_application_roles (
    organization_id TEXT NOT NULL,
    application_id  TEXT NOT NULL,
    role_id         TEXT NOT NULL REFERENCES organization_roles (id) ON DELETE CASCADE,
    PRIMARY KEY (organization_id, application_id, role_id),
    FOREIGN KEY (organization_id, application_id)
        REFERENCES organization_applications (organization_id, application_id) ON DELETE CASCADE
) WITHOUT ROWID;
CREATE INDEX organization_application_roles_by_role ON organization_application_roles (role_id);
