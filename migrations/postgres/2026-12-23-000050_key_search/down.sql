CREATE INDEX companies_custody ON companies (tenant_id, custody_date);
DROP INDEX companies_custody_order;
DROP INDEX companies_code_trgm;
DROP INDEX companies_short_name_trgm;
DROP INDEX companies_name_trgm;
