-- idctl store, schema 18: one grant model. A user token of the command line
-- (`idctl token --user`) is now a grant like a browser sign-in's: its row is in
-- `oidc_grants` (the one resource it named in `resources`, the permissions it granted in
-- `scopes`), and its refresh token in `oidc_tokens`, under the one rotation and reuse rule
-- of every grant. The command line's own tables go; their rows move here, so refresh tokens
-- issued before the upgrade keep working (a token revoked then stays revoked: its grant is).

INSERT INTO oidc_grants (id, user_id, client_id, scopes, resources, session_hash, revoked,
                         created_at, auth_time)
SELECT g.id, g.user_id, g.client_id, g.scopes, json_array(r.indicator), NULL,
       EXISTS (SELECT 1 FROM refresh_tokens t WHERE t.grant_id = g.id AND t.revoked = 1),
       g.created_at, NULL
FROM grants g JOIN resources r ON r.id = g.resource_id;

INSERT INTO oidc_tokens (token_hash, grant_id, kind, expires_at, consumed_at, created_at)
SELECT t.token_hash, t.grant_id, 'refresh', t.expires_at, NULL, t.created_at
FROM refresh_tokens t JOIN oidc_grants g ON g.id = t.grant_id;

DROP TABLE refresh_tokens;
DROP TABLE grants;

-- Grants are pruned when no code and no token reaches them any more (the command line's
-- without a refresh token are never reached again), oldest first.
CREATE INDEX IF NOT EXISTS oidc_grants_by_time ON oidc_grants (created_at);
