-- Issue 23: the showcase's key search by index. pg_trgm's GIN indexes serve the LIKE
-- '%key%' of the name, short name and code (a key of three characters or more; a shorter
-- one, which no trigram covers, is looked for by scanning the tenant's enterprises).
-- pg_trgm is a trusted extension: the database's owner may create it.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
CREATE INDEX companies_name_trgm ON companies USING gin (name gin_trgm_ops);
CREATE INDEX companies_short_name_trgm ON companies USING gin (short_name gin_trgm_ops);
CREATE INDEX companies_code_trgm ON companies USING gin (code gin_trgm_ops);

-- The custodied showcase in its order (custody date, newest first, then id): a deep page
-- walks the index instead of sorting the tenant's enterprises.
CREATE INDEX companies_custody_order ON companies (tenant_id, custody_date, id);
DROP INDEX companies_custody;
