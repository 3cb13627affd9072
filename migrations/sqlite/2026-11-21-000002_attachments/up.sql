-- Uploaded files: one row per object in the object store. The content lives in the store under
-- object_key; a row is written only after the object is stored. is_public marks a file the
-- no-login download may serve (files uploaded through put-model-file-attach: templates, logos).
CREATE TABLE attachments (
  attach_id     TEXT PRIMARY KEY NOT NULL,
  tenant_id     TEXT NOT NULL REFERENCES tenants (tenant_id),
  uploaded_by   TEXT NOT NULL REFERENCES users (id),
  original_name TEXT NOT NULL,
  object_key    TEXT NOT NULL UNIQUE,
  content_type  TEXT NOT NULL,
  size_bytes    BIGINT NOT NULL,
  sha256        TEXT NOT NULL,
  is_public     BOOLEAN NOT NULL DEFAULT FALSE,
  created_at    BIGINT NOT NULL
);
CREATE INDEX attachments_tenant ON attachments (tenant_id);
