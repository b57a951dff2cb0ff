-- idctl store: OpenID Connect details certified clients rely on.
--
-- Sessions know when their user authenticated (`auth_time`, `max_age`); until now a session
-- was only ever opened by a sign-in, so that is when it was created. A grant keeps the
-- `auth_time` its ID tokens carry (seconds; NULL when the authorization request asked for
-- neither `max_age` nor `prompt=login`, as the reference then leaves the claim out).
--
-- Keys get a second role: besides the one key that signs (`is_current`, access tokens and
-- by default ID tokens), one RSA key signs the ID tokens of apps that ask for RS256
-- (`id_token`); idctl creates it with the store, or right after this migration. Apps choose
-- their ID token algorithm with the standard client metadata `id_token_signed_response_alg`
-- (NULL: the algorithm of the signing key, as the reference).

ALTER TABLE sessions ADD COLUMN authenticated_at INTEGER;
UPDATE sessions SET authenticated_at = created_at;

ALTER TABLE oidc_grants ADD COLUMN auth_time INTEGER;

ALTER TABLE signing_keys ADD COLUMN id_token INTEGER NOT NULL DEFAULT 0 CHECK (id_token IN (0, 1));
-- At most one key is the ID-token key, and it never signs access tokens.
CREATE UNIQUE INDEX signing_keys_single_id_token ON signing_keys (id_token) WHERE id_token = 1;

ALTER TABLE clients ADD COLUMN id_token_signed_response_alg TEXT
    CHECK (id_token_signed_response_alg IN ('RS256', 'ES384'));
