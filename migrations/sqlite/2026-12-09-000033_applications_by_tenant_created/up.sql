-- 流程查询 and its export list a tenant's applications newest first (issue 20): read from this
-- index in order, a page or an export's next chunk (keyset: created_at, id) is found without
-- sorting the tenant's applications.
CREATE INDEX applications_tenant_created ON applications (tenant_id, created_at, id);
