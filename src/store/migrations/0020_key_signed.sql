-- idctl store, schema 20: whether a signing key has signed anything. Set once, on a key's
-- first signature; `apply` of a manifest that declares keys deletes an undeclared key that
-- never signed (no token verifies with it) and keeps one that did. Keys made before this
-- schema may have signed: they count as having signed.

ALTER TABLE signing_keys ADD COLUMN signed INTEGER NOT NULL DEFAULT 1 CHECK (signed IN (0, 1));
