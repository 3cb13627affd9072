ALTER TABLE applications DROP COLUMN step_count;
ALTER TABLE chain_entries ALTER COLUMN seq DROP DEFAULT;
DROP SEQUENCE chain_entries_seq;
DROP INDEX chain_entries_tenant_seq;
DROP TABLE chain_heads;
