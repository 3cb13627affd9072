ALTER TABLE applications DROP COLUMN step_count;
DROP INDEX chain_entries_tenant_seq;
DROP TABLE chain_heads;
