DROP INDEX companies_key_scan;
DROP INDEX companies_industry_capital;
CREATE INDEX companies_custody_order ON companies (tenant_id, custody_date, id);
DROP INDEX companies_custody_newest;
