DROP INDEX applications_tenant_business;
DROP INDEX applications_tenant_applicant;
DROP INDEX tasks_todo;
ALTER TABLE tasks DROP COLUMN submitted_at;
ALTER TABLE tasks DROP COLUMN app_id;
ALTER TABLE tasks DROP COLUMN tenant_id;
