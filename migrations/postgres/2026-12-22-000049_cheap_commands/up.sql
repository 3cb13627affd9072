-- Issue 23: cheaper commands.
-- Each tenant's chain head: the row a completion locks (FOR UPDATE) to link its entry to the
-- tenant's last one, so completions of different tenants never wait for each other.
CREATE TABLE chain_heads (
  tenant_id TEXT PRIMARY KEY NOT NULL,
  hash      TEXT NOT NULL
);
INSERT INTO chain_heads (tenant_id, hash)
SELECT c.tenant_id, c.hash FROM chain_entries c
WHERE c.seq = (SELECT max(d.seq) FROM chain_entries d WHERE d.tenant_id = c.tenant_id);
CREATE INDEX chain_entries_tenant_seq ON chain_entries (tenant_id, seq);

-- The platform-wide entry number, drawn without reading the table.
CREATE SEQUENCE chain_entries_seq;
SELECT setval('chain_entries_seq', COALESCE((SELECT max(seq) FROM chain_entries), 0) + 1, false);
ALTER TABLE chain_entries ALTER COLUMN seq SET DEFAULT nextval('chain_entries_seq');
ALTER SEQUENCE chain_entries_seq OWNED BY chain_entries.seq;

-- How many steps an application's history holds: the next step's number without a max().
ALTER TABLE applications ADD COLUMN step_count INTEGER NOT NULL DEFAULT 0;
UPDATE applications SET step_count = COALESCE(
  (SELECT max(s.seq) FROM application_steps s WHERE s.application_id = applications.id), 0);
