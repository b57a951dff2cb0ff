-- idctl store, schema 10: clients get the service's application types. Existing clients are
-- machine-to-machine. Native and single-page apps are public: they have no secret, stored as
-- an empty `secret_hash`, which never matches a presented secret. Redirect URIs and
-- post-logout redirect URIs are JSON arrays of strings, matched exactly.

ALTER TABLE clients ADD COLUMN type TEXT NOT NULL DEFAULT 'MachineToMachine'
    CHECK (type IN ('Native', 'SPA', 'Traditional', 'MachineToMachine'));
ALTER TABLE clients ADD COLUMN redirect_uris TEXT NOT NULL DEFAULT '[]';
ALTER TABLE clients ADD COLUMN post_logout_redirect_uris TEXT NOT NULL DEFAULT '[]';
