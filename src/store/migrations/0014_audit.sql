-- idctl store: who did what. Every entry of the event log records who caused it (the app of
-- a Management API token, a user, or the operating-system user of a command), the app and
-- the address; and the log also holds audit entries: changes the service's webhook
-- catalogue has no event for (clients, resources, hooks, keys, settings, ...), which are
-- never delivered to webhooks.

ALTER TABLE events ADD COLUMN audit INTEGER NOT NULL DEFAULT 0 CHECK (audit IN (0, 1));
ALTER TABLE events ADD COLUMN actor_type TEXT;
ALTER TABLE events ADD COLUMN actor_id TEXT;
ALTER TABLE events ADD COLUMN actor_name TEXT;
ALTER TABLE events ADD COLUMN app_id TEXT;
ALTER TABLE events ADD COLUMN app_name TEXT;
ALTER TABLE events ADD COLUMN ip TEXT;

-- Entries recorded before: the address and the app their payloads name; who is unknown.
UPDATE events
SET ip = coalesce(json_extract(payload, '$.ip'), json_extract(payload, '$.userIp')),
    app_id = json_extract(payload, '$.application.id'),
    app_name = json_extract(payload, '$.application.name')
WHERE json_valid(payload);
