-- idctl store, schema 22: second factors. A user's factors are "MFA verifications", as the
-- service names them: one `Totp` (its base32 key, kept to check codes, and the last accepted
-- time step, so that a code is accepted once), one `BackupCode` set (its codes in
-- user_backup_codes, SHA-256 hashed, each used once) and any number of `WebAuthn` keys.
-- The TOTP secrets of schema 6 (`user_mfa`) move here.
--
-- Organizations may require a second factor of their members' tokens; a user may skip the
-- offer of one (`mfa.policy = optional`); sessions and grants remember the methods of the
-- sign-in (`amr`, RFC 8176, space separated) for the ID tokens.

CREATE TABLE user_mfa_verifications (
    id            TEXT PRIMARY KEY,
    user_id       TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    type          TEXT NOT NULL CHECK (type IN ('Totp', 'BackupCode', 'WebAuthn')),
    secret        TEXT,
    last_step     INTEGER,
    credential_id TEXT UNIQUE,
    public_key    TEXT,
    sign_count    INTEGER,
    name          TEXT,
    agent         TEXT,
    transports    TEXT,
    created_at    INTEGER NOT NULL,
    last_used_at  INTEGER
);
CREATE INDEX user_mfa_verifications_by_user ON user_mfa_verifications (user_id);

CREATE TABLE user_backup_codes (
    verification_id TEXT NOT NULL REFERENCES user_mfa_verifications (id) ON DELETE CASCADE,
    code_hash       TEXT NOT NULL,
    used_at         INTEGER,
    PRIMARY KEY (verification_id, code_hash)
) WITHOUT ROWID;

INSERT INTO user_mfa_verifications (id, user_id, type, secret, created_at)
SELECT 'totp-' || user_id, user_id, 'Totp', secret, created_at FROM user_mfa WHERE type = 'totp';
DROP TABLE user_mfa;

ALTER TABLE organizations ADD COLUMN is_mfa_required INTEGER NOT NULL DEFAULT 0
    CHECK (is_mfa_required IN (0, 1));
ALTER TABLE users ADD COLUMN mfa_skipped INTEGER NOT NULL DEFAULT 0 CHECK (mfa_skipped IN (0, 1));
ALTER TABLE sessions ADD COLUMN amr TEXT;
ALTER TABLE oidc_grants ADD COLUMN amr TEXT;
