-- idctl store, schema 23: code connectors. A channel (email or SMS) may have a connector that
-- delivers verification codes: an SMTP server or an HTTP endpoint. Its configuration is JSON
-- without secret values (an SMTP password is kept as a reference, `{"env": "NAME"}` or
-- `{"file": "/path"}`); an HTTP connector's signing key is kept to sign its requests.
--
-- A code to send is queued in `connector_messages` (the outbox) in the transaction that makes
-- it, and sent after the commit; the code stays there in clear only until it is sent or given
-- up, then it is wiped. Runs claim messages with a lease (`claimed_by`, `claimed_until`) so
-- that two runs never send one message at once. Every attempt is logged in `connector_logs`
-- (never the code).

CREATE TABLE code_connectors (
    channel     TEXT PRIMARY KEY CHECK (channel IN ('email', 'sms')),
    provider    TEXT NOT NULL CHECK (provider IN ('smtp', 'http')),
    config      TEXT NOT NULL,
    signing_key TEXT,
    created_at  INTEGER NOT NULL,
    updated_at  INTEGER NOT NULL
);

CREATE TABLE connector_messages (
    id              INTEGER PRIMARY KEY AUTOINCREMENT,
    channel         TEXT NOT NULL CHECK (channel IN ('email', 'sms')),
    recipient       TEXT NOT NULL,
    purpose         TEXT NOT NULL
                    CHECK (purpose IN ('SignIn', 'Register', 'ForgotPassword', 'Generic')),
    locale          TEXT NOT NULL,
    code            TEXT,
    expires_at      INTEGER NOT NULL,
    status          TEXT NOT NULL DEFAULT 'pending'
                    CHECK (status IN ('pending', 'sent', 'failed', 'expired')),
    attempts        INTEGER NOT NULL DEFAULT 0,
    next_attempt_at INTEGER NOT NULL,
    claimed_by      TEXT,
    claimed_until   INTEGER NOT NULL DEFAULT 0,
    created_at      INTEGER NOT NULL,
    finished_at     INTEGER
);
CREATE INDEX connector_messages_due ON connector_messages (status, next_attempt_at);
CREATE INDEX connector_messages_by_expiry ON connector_messages (expires_at);

CREATE TABLE connector_logs (
    id          INTEGER PRIMARY KEY AUTOINCREMENT,
    message_id  INTEGER,
    channel     TEXT NOT NULL,
    provider    TEXT NOT NULL,
    recipient   TEXT NOT NULL,
    purpose     TEXT NOT NULL,
    attempt     INTEGER NOT NULL,
    result      TEXT NOT NULL CHECK (result IN ('ok', 'failed', 'given_up')),
    detail      TEXT,
    duration_ms INTEGER NOT NULL,
    created_at  INTEGER NOT NULL
);
CREATE INDEX connector_logs_by_time ON connector_logs (created_at);
