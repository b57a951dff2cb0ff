-- idctl store (PostgreSQL), schema 20: whether a signing key has signed anything, as on
-- SQLite (see its 0020_key_signed.sql). Keys made before count as having signed.

ALTER TABLE signing_keys ADD COLUMN signed BIGINT NOT NULL DEFAULT 1 CHECK (signed IN (0, 1));
