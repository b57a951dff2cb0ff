-- idctl store, schema 7: who holds a delivery. A `hook deliver` run claims deliveries with a
-- random token and a short lease (`claimed_until`) that it renews while it is alive, so the
-- claims of a killed run expire within the lease and another run takes them over.

ALTER TABLE deliveries ADD COLUMN claimed_by TEXT;
CREATE INDEX deliveries_claimed_by ON deliveries (claimed_by) WHERE claimed_by IS NOT NULL;
