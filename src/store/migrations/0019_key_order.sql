-- idctl store, schema 19: signing keys keep the order they were made in, on every engine.
-- Keys made in the same millisecond (`init`'s signing key and ID-token key, a quick
-- rotation) were told apart by SQLite's rowid, an order PostgreSQL does not have. `seq`
-- numbers keys as they are inserted (under the writer lock), here from the rowids.

ALTER TABLE signing_keys ADD COLUMN seq INTEGER NOT NULL DEFAULT 0;
UPDATE signing_keys SET seq = rowid;
CREATE UNIQUE INDEX signing_keys_by_seq ON signing_keys (seq);
