-- idctl store, schema 24: sign-in connectors (another identity provider a user signs in with:
-- OpenID Connect or OAuth 2) and the identities they bring.
--
-- A connector's configuration is JSON without secret values: its client secret is a
-- reference (an environment variable's name or a file's path) read by the server when used.
--
-- Social identities stay in `users.identities` (the service's `identities` object, keyed by
-- the connector's target); `user_social_identities` indexes them by (target, provider, upstream subject)
-- so that a sign-in finds its user without reading every user's JSON. Enterprise (SSO)
-- identities get their own rows, as the service's `ssoIdentities`; the records that
-- `experience link --sso` kept under an `sso:` key of `identities` move there.

CREATE TABLE sign_in_connectors (
    name        TEXT PRIMARY KEY,
    protocol    TEXT NOT NULL CHECK (protocol IN ('oidc', 'oauth2')),
    kind        TEXT NOT NULL CHECK (kind IN ('social', 'sso')),
    label       TEXT,
    enabled     INTEGER NOT NULL DEFAULT 1 CHECK (enabled IN (0, 1)),
    config      TEXT NOT NULL,
    created_at  INTEGER NOT NULL,
    updated_at  INTEGER NOT NULL
);

CREATE TABLE user_sso_identities (
    id          TEXT PRIMARY KEY,
    user_id     TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    connector   TEXT NOT NULL,
    issuer      TEXT NOT NULL,
    identity_id TEXT NOT NULL,
    detail      TEXT NOT NULL DEFAULT '{}',
    created_at  INTEGER NOT NULL,
    updated_at  INTEGER NOT NULL,
    UNIQUE (connector, issuer, identity_id)
);
CREATE INDEX user_sso_identities_by_user ON user_sso_identities (user_id);

CREATE TABLE user_social_identities (
    target      TEXT NOT NULL,
    issuer      TEXT NOT NULL DEFAULT '',
    identity_id TEXT NOT NULL,
    user_id     TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    PRIMARY KEY (target, issuer, identity_id)
) WITHOUT ROWID;
CREATE INDEX user_social_identities_by_user ON user_social_identities (user_id);

-- A provider's verified email finds its holder whatever the case of either (linking by email,
-- and whether a new user may take the address).
CREATE INDEX users_by_lower_email ON users (lower(primary_email));

INSERT OR IGNORE INTO user_sso_identities
    (id, user_id, connector, issuer, identity_id, detail, created_at, updated_at)
SELECT 'sso-' || lower(hex(randomblob(12))), u.id, substr(j.key, 5), '',
       CAST(json_extract(j.value, '$.userId') AS TEXT), '{}', u.updated_at, u.updated_at
FROM users u, json_each(u.identities) j
WHERE j.key LIKE 'sso:%' AND j.type = 'object' AND json_extract(j.value, '$.userId') IS NOT NULL;

UPDATE users SET identities = (
    SELECT json_group_object(j.key, json(j.value)) FROM json_each(users.identities) j
    WHERE j.key NOT LIKE 'sso:%')
WHERE EXISTS (SELECT 1 FROM json_each(users.identities) j WHERE j.key LIKE 'sso:%');

INSERT OR IGNORE INTO user_social_identities (target, identity_id, user_id)
SELECT j.key, CAST(json_extract(j.value, '$.userId') AS TEXT), u.id
FROM users u, json_each(u.identities) j
WHERE j.type = 'object' AND json_extract(j.value, '$.userId') IS NOT NULL;
