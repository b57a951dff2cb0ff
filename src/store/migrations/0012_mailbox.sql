-- idctl store, schema 12: the local mailbox. idctl sends no mail and no text messages: each
-- verification code it sends is kept here, in clear, until it expires, so that a developer
-- can read it (`idctl experience codes`) as they would read their inbox. The code checked at
-- sign-in stays hashed in verification_codes; this copy only shows what was "delivered".

CREATE TABLE mailbox (
    id         INTEGER PRIMARY KEY AUTOINCREMENT,
    code_id    INTEGER NOT NULL REFERENCES verification_codes (id) ON DELETE CASCADE,
    type       TEXT NOT NULL CHECK (type IN ('email', 'phone')),
    value      TEXT NOT NULL,
    code       TEXT NOT NULL,
    created_at INTEGER NOT NULL,
    expires_at INTEGER NOT NULL
);
CREATE INDEX mailbox_by_identifier ON mailbox (type, value, id);
CREATE INDEX mailbox_by_expiry ON mailbox (expires_at);
