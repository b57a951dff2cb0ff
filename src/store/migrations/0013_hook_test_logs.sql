-- idctl store, schema 13: the attempts of `idctl hook test` in the delivery log. A test sends
-- a sample payload that belongs to no delivery (its event is never recorded), so `delivery_id`
-- may be NULL, and is NULL exactly for a test. SQLite cannot drop a NOT NULL constraint: the
-- table is rebuilt, rows and ids kept.

CREATE TABLE delivery_logs_new (
    id              INTEGER PRIMARY KEY AUTOINCREMENT,
    delivery_id     INTEGER REFERENCES deliveries (id) ON DELETE CASCADE,  -- NULL: a test
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
INSERT INTO delivery_logs_new (id, delivery_id, hook_id, event_id, event, attempt, request_body,
                               response_status, response_body, result, error, duration_ms,
                               created_at)
    SELECT id, delivery_id, hook_id, event_id, event, attempt, request_body, response_status,
           response_body, result, error, duration_ms, created_at
    FROM delivery_logs;
DROP TABLE delivery_logs;
ALTER TABLE delivery_logs_new RENAME TO delivery_logs;
CREATE INDEX delivery_logs_by_hook ON delivery_logs (hook_id, created_at);
