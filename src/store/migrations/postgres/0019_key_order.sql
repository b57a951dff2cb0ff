-- idctl store (PostgreSQL), schema 19: signing keys keep the order they were made in, as on
-- SQLite (see its 0019_key_order.sql). Keys already here are numbered by creation time,
-- those of one millisecond by kid: the order this engine listed them in before.

ALTER TABLE signing_keys ADD COLUMN seq BIGINT NOT NULL DEFAULT 0;
UPDATE signing_keys k SET seq = o.n
  FROM (SELECT kid, row_number() OVER (ORDER BY created_at, kid) AS n FROM signing_keys) o
 WHERE k.kid = o.kid;
CREATE UNIQUE INDEX signing_keys_by_seq ON signing_keys (seq);
