-- idctl store, schema 2: signing keys for access tokens.

CREATE TABLE signing_keys (
    kid           TEXT PRIMARY KEY,
    alg           TEXT NOT NULL,
    private_pkcs8 BLOB NOT NULL,
    public_jwk    TEXT NOT NULL,
    created_at    INTEGER NOT NULL,
    is_current    INTEGER NOT NULL DEFAULT 0 CHECK (is_current IN (0, 1))
);
-- Exactly one key signs.
CREATE UNIQUE INDEX signing_keys_single_current ON signing_keys (is_current) WHERE is_current = 1;
