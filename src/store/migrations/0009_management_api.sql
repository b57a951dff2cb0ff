-- idctl store, schema 9: the Management API is built into every store, as in the service:
-- its resource (the open-source edition's indicator) with the one permission `all`, and a
-- machine-to-machine role holding it. Neither can be changed or deleted; creating them
-- records no event. A store that already has a resource with that indicator, or a role with
-- that name, keeps its own.

INSERT INTO resources (id, name, indicator, access_token_ttl, is_default, created_at)
SELECT 'management-api', 'Logto Management API', 'https://default.logto.app/api', 3600, 0,
       CAST(strftime('%s', 'now') AS INTEGER) * 1000
WHERE NOT EXISTS (SELECT 1 FROM resources WHERE indicator = 'https://default.logto.app/api');

INSERT OR IGNORE INTO scopes (id, resource_id, name, description, created_at)
SELECT 'management-api-all', id, 'all', 'Default scope for Management API, allows all permissions.',
       CAST(strftime('%s', 'now') AS INTEGER) * 1000
FROM resources WHERE indicator = 'https://default.logto.app/api';

INSERT INTO roles (id, name, description, type, is_default, created_at)
SELECT 'management-api-access', 'Logto Management API access',
       'This default role grants access to the Logto management API.', 'MachineToMachine', 0,
       CAST(strftime('%s', 'now') AS INTEGER) * 1000
WHERE NOT EXISTS (SELECT 1 FROM roles WHERE name = 'Logto Management API access');

INSERT OR IGNORE INTO roles_scopes (role_id, scope_id)
SELECT 'management-api-access', s.id
FROM scopes s JOIN resources r ON r.id = s.resource_id
WHERE r.indicator = 'https://default.logto.app/api' AND s.name = 'all'
  AND EXISTS (SELECT 1 FROM roles WHERE id = 'management-api-access');
