-- idctl store (PostgreSQL), schema 22: second factors, as on SQLite (see its 0022_mfa.sql):
-- users' MFA verifications (TOTP, backup codes, WebAuthn) replacing `user_mfa`, organizations
-- that require a second factor, users who skipped it, and the sign-in methods (`amr`) of
-- sessions and grants.

CREATE TABLE user_mfa_verifications (
    id            TEXT COLLATE "C" PRIMARY KEY,
    user_id       TEXT COLLATE "C" NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    type          TEXT COLLATE "C" NOT NULL CHECK (type IN ('Totp', 'BackupCode', 'WebAuthn')),
    secret        TEXT COLLATE "C",
    last_step     BIGINT,
    credential_id TEXT COLLATE "C" UNIQUE,
    public_key    TEXT COLLATE "C",
    sign_count    BIGINT,
    name          TEXT COLLATE "C",
    agent         TEXT COLLATE "C",
    transports    TEXT COLLATE "C",
    created_at    BIGINT NOT NULL,
    last_used_at  BIGINT
);
CREATE INDEX user_mfa_verifications_by_user ON user_mfa_verifications (user_id);

CREATE TABLE user_backup_codes (
    verification_id TEXT COLLATE "C" NOT NULL
        REFERENCES user_mfa_verifications (id) ON DELETE CASCADE,
    code_hash       TEXT COLLATE "C" NOT NULL,
    used_at         BIGINT,
    PRIMARY KEY (verification_id, code_hash)
);

INSERT INTO user_mfa_verifications (id, user_id, type, secret, created_at)
SELECT 'totp-' || user_id, user_id, 'Totp', secret, created_at FROM user_mfa WHERE type = 'totp';
DROP TABLE user_mfa;

ALTER TABLE organizations ADD COLUMN is_mfa_required BIGINT NOT NULL DEFAULT 0
    CHECK (is_mfa_required IN (0, 1));
ALTER TABLE users ADD COLUMN mfa_skipped BIGINT NOT NULL DEFAULT 0 CHECK (mfa_skipped IN (0, 1));
ALTER TABLE sessions ADD COLUMN amr TEXT COLLATE "C";
ALTER TABLE oidc_grants ADD COLUMN amr TEXT COLLATE "C";
