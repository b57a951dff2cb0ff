-- idctl store (PostgreSQL), schema 24: sign-in connectors and the identities they bring, as
-- on SQLite (see its 0024_sign_in_connectors.sql): `sign_in_connectors`, the SSO identities
-- (`user_sso_identities`, with the `sso:` records of `identities` moved there) and the index of
-- social identities by (target, provider, upstream subject).

CREATE TABLE sign_in_connectors (
    name        TEXT COLLATE "C" PRIMARY KEY,
    protocol    TEXT COLLATE "C" NOT NULL CHECK (protocol IN ('oidc', 'oauth2')),
    kind        TEXT COLLATE "C" NOT NULL CHECK (kind IN ('social', 'sso')),
    label       TEXT COLLATE "C",
    enabled     BIGINT NOT NULL DEFAULT 1 CHECK (enabled IN (0, 1)),
    config      TEXT COLLATE "C" NOT NULL,
    created_at  BIGINT NOT NULL,
    updated_at  BIGINT NOT NULL
);

CREATE TABLE user_sso_identities (
    id          TEXT COLLATE "C" PRIMARY KEY,
    user_id     TEXT COLLATE "C" NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    connector   TEXT COLLATE "C" NOT NULL,
    issuer      TEXT COLLATE "C" NOT NULL,
    identity_id TEXT COLLATE "C" NOT NULL,
    detail      TEXT COLLATE "C" NOT NULL DEFAULT '{}',
    created_at  BIGINT NOT NULL,
    updated_at  BIGINT NOT NULL,
    UNIQUE (connector, issuer, identity_id)
);
CREATE INDEX user_sso_identities_by_user ON user_sso_identities (user_id);

CREATE TABLE user_social_identities (
    target      TEXT COLLATE "C" NOT NULL,
    issuer      TEXT COLLATE "C" NOT NULL DEFAULT '',
    identity_id TEXT COLLATE "C" NOT NULL,
    user_id     TEXT COLLATE "C" NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    PRIMARY KEY (target, issuer, identity_id)
);
CREATE INDEX user_social_identities_by_user ON user_social_identities (user_id);

-- A provider's verified email finds its holder whatever the case of either (linking by email,
-- and whether a new user may take the address).
CREATE INDEX users_by_lower_email ON users (lower(primary_email));

INSERT INTO user_sso_identities
    (id, user_id, connector, issuer, identity_id, detail, created_at, updated_at)
SELECT 'sso-' || md5(u.id || j.key), u.id, substr(j.key, 5), '', j.value->>'userId', '{}',
       u.updated_at, u.updated_at
FROM users u, jsonb_each(u.identities::jsonb) j
WHERE j.key LIKE 'sso:%' AND jsonb_typeof(j.value) = 'object' AND j.value->>'userId' IS NOT NULL
ON CONFLICT DO NOTHING;

UPDATE users SET identities = COALESCE((
    SELECT jsonb_object_agg(j.key, j.value)::text FROM jsonb_each(users.identities::jsonb) j
    WHERE j.key NOT LIKE 'sso:%'), '{}')
WHERE EXISTS (SELECT 1 FROM jsonb_each(users.identities::jsonb) j WHERE j.key LIKE 'sso:%');

INSERT INTO user_social_identities (target, identity_id, user_id)
SELECT j.key, j.value->>'userId', u.id
FROM users u, jsonb_each(u.identities::jsonb) j
WHERE jsonb_typeof(j.value) = 'object' AND j.value->>'userId' IS NOT NULL
ON CONFLICT DO NOTHING;
