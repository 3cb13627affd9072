CREATE INDEX companies_custody ON companies (tenant_id, custody_date);
DROP INDEX companies_custody_order;
DROP TRIGGER companies_key_search_update;
DROP TRIGGER companies_key_search_delete;
DROP TRIGGER companies_key_search_insert;
DROP TABLE companies_key_search;
