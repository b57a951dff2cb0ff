-- idctl store, schema 5: webhooks, their deliveries (one per event and hook) and the log of
-- every delivery attempt.

CREATE TABLE hooks (
    id           TEXT PRIMARY KEY,
    name         TEXT NOT NULL UNIQUE,
    events       TEXT NOT NULL,            -- JSON array of event names and patterns (User.*, all)
    url          TEXT,                     -- NULL for a stdout hook
    headers      TEXT NOT NULL DEFAULT '{}',
    signing_key  TEXT,                     -- NULL for a stdout hook
    enabled      INTEGER NOT NULL DEFAULT 1 CHECK (enabled IN (0, 1)),
    timeout_secs INTEGER NOT NULL DEFAULT 10 CHECK (timeout_secs > 0),
    created_at   INTEGER NOT NULL
);

CREATE TABLE deliveries (
    id              INTEGER PRIMARY KEY AUTOINCREMENT,
    event_id        TEXT NOT NULL REFERENCES events (id),
    hook_id         TEXT NOT NULL REFERENCES hooks (id) ON DELETE CASCADE,
    status          TEXT NOT NULL DEFAULT 'pending'
                    CHECK (status IN ('pending', 'delivered', 'failed', 'given_up')),
    attempts        INTEGER NOT NULL DEFAULT 0,
    rounds          INTEGER NOT NULL DEFAULT 0,
    next_attempt_at INTEGER NOT NULL,
    claimed_until   INTEGER NOT NULL DEFAULT 0,
    created_at      INTEGER NOT NULL,
    UNIQUE (event_id, hook_id)
);
CREATE INDEX deliveries_due ON deliveries (status, next_attempt_at);

CREATE TABLE delivery_logs (
    id              INTEGER PRIMARY KEY AUTOINCREMENT,
    delivery_id     INTEGER NOT NULL REFERENCES deliveries (id) ON DELETE CASCADE,
    hook_id         TEXT NOT NULL REFERENCES hooks (id) ON DELETE CASCADE,
    event_id        TEXT NOT NULL,
    event           TEXT NOT NULL,
    attempt         INTEGER NOT NULL,
    request_body    TEXT NOT NULL,
    response_status INTEGER,
    response_body   TEXT,
    result          TEXT NOT NULL CHECK (result IN ('ok', 'failed')),
    error           TEXT,
    duration_ms     INTEGER NOT NULL,
    created_at      INTEGER NOT NULL
);
CREATE INDEX delivery_logs_by_hook ON delivery_logs (hook_id, created_at);
