-- The pages of the public footer (关于我们, 集团成员, 招聘信息, 服务热线, issue 15): one row per
-- tenant and page, written by the administrator, read by every visitor.
CREATE TABLE site_pages (
  tenant_id  TEXT NOT NULL,
  page_key   TEXT NOT NULL,
  title      TEXT NOT NULL,
  content    TEXT NOT NULL,
  updated_at BIGINT NOT NULL,
  updated_by TEXT,
  PRIMARY KEY (tenant_id, page_key)
);
