-- The attachment lists of members and companies (03 §3 "Attachment row", 550073 会员附件材料,
-- 550074 企业附件材料): one row per material, its files a JSON list of {fileId, fileName, type}.
-- An approved application replaces the whole list of its member or company.
CREATE TABLE obj_attachments (
  id              TEXT PRIMARY KEY NOT NULL,
  tenant_id       TEXT NOT NULL REFERENCES tenants (tenant_id),
  obj_type        TEXT NOT NULL CHECK (obj_type IN ('1', '2')),
  obj_id          TEXT NOT NULL,
  sort_no         INTEGER NOT NULL,
  name            TEXT NOT NULL,
  type_name       TEXT NOT NULL,
  ref_attachs     TEXT NOT NULL,
  application_id  TEXT NOT NULL REFERENCES applications (id),
  update_time     BIGINT NOT NULL
);
CREATE INDEX obj_attachments_obj ON obj_attachments (tenant_id, obj_type, obj_id, sort_no);
