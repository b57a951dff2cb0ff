-- idctl store, schema 15: what anonymous requests leave behind is bounded, and expired rows go.
-- An authorization request waiting for a sign-in travels in a signed cookie now, so the
-- interactions table goes. The sweep of `idctl serve` and `idctl store prune` find expired
-- rows through these indexes, a batch at a time, and deleting a parent finds its children
-- by index instead of scanning their table.

DROP TABLE IF EXISTS interactions;

CREATE INDEX IF NOT EXISTS sessions_by_expiry ON sessions (expires_at);
CREATE INDEX IF NOT EXISTS authorization_codes_by_expiry ON authorization_codes (expires_at);
CREATE INDEX IF NOT EXISTS authorization_codes_by_grant ON authorization_codes (grant_id);
CREATE INDEX IF NOT EXISTS oidc_tokens_by_expiry ON oidc_tokens (expires_at);
CREATE INDEX IF NOT EXISTS verification_codes_by_expiry ON verification_codes (expires_at);
CREATE INDEX IF NOT EXISTS mailbox_by_code ON mailbox (code_id);
CREATE INDEX IF NOT EXISTS one_time_tokens_by_expiry ON one_time_tokens (expires_at);
CREATE INDEX IF NOT EXISTS lockouts_by_window ON lockouts (window_start);
CREATE INDEX IF NOT EXISTS refresh_tokens_by_expiry ON refresh_tokens (expires_at);
CREATE INDEX IF NOT EXISTS refresh_tokens_by_grant ON refresh_tokens (grant_id);
CREATE INDEX IF NOT EXISTS grants_by_time ON grants (created_at);
CREATE INDEX IF NOT EXISTS events_by_time ON events (created_at);
CREATE INDEX IF NOT EXISTS deliveries_delivered ON deliveries (created_at) WHERE status = 'delivered';
CREATE INDEX IF NOT EXISTS delivery_logs_by_delivery ON delivery_logs (delivery_id);
