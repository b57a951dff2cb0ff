-- idctl store: an index for paging the resources in SQL. The Management API lists resources
-- oldest first; without an index on that order every page sorted the whole table.

CREATE INDEX IF NOT EXISTS resources_by_created ON resources (created_at, id);
