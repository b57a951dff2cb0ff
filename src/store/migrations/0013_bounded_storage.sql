-- idctl store, schema 13: what anonymous requests leave behind is bounded, and expired rows go.
-- An authorization request waiting for a sign-in travels in a signed cookie now, so the
-- interactions table goes. The sweep of `idctl serve` and `idctl store prune` find expired
-- rows through these indexes, a batch at a time, and deleting a parent finds its children
-- by index instead of scanning their table.

DROP TABLE interactions;

CREATE INDEX sessions_by_expiry ON sessions (expires_at);
CREATE INDEX authorization_codes_by_expiry ON authorization_codes (expires_at);
CREATE INDEX authorization_codes_by_grant ON authorization_codes (grant_id);
CREATE INDEX oidc_tokens_by_expiry ON oidc_tokens (expires_at);
CREATE INDEX verification_codes_by_expiry ON verification_codes (expires_at);
CREATE INDEX mailbox_by_code ON mailbox (code_id);
CREATE INDEX one_time_tokens_by_expiry ON one_time_tokens (expires_at);
CREATE INDEX lockouts_by_window ON lockouts (window_start);
CREATE INDEX refresh_tokens_by_expiry ON refresh_tokens (expires_at);
CREATE INDEX refresh_tokens_by_grant ON refresh_tokens (grant_id);
CREATE INDEX grants_by_time ON grants (created_at);
CREATE INDEX events_by_time ON events (created_at);
CREATE INDEX deliveries_delivered ON deliveries (created_at) WHERE status = 'delivered';
CREATE INDEX delivery_logs_by_delivery ON delivery_logs (delivery_id);
