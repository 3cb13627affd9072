CREATE TABLE definition_versions_prev (
  kind         TEXT NOT NULL CHECK (kind IN ('flow', 'form', 'query')),
  def_key      TEXT NOT NULL,
  version      INTEGER NOT NULL CHECK (version >= 1),
  name         TEXT NOT NULL,
  body         TEXT NOT NULL,
  form_version INTEGER,
  published_by TEXT NOT NULL,
  published_at BIGINT NOT NULL,
  reason       TEXT NOT NULL,
  PRIMARY KEY (kind, def_key, version)
);
INSERT INTO definition_versions_prev
  SELECT kind, def_key, version, name, body, form_version, published_by, published_at, reason
  FROM definition_versions WHERE kind IN ('flow', 'form', 'query');
DROP TABLE definition_versions;
ALTER TABLE definition_versions_prev RENAME TO definition_versions;

CREATE TABLE definition_drafts_prev (
  kind         TEXT NOT NULL CHECK (kind IN ('flow', 'form', 'query')),
  def_key      TEXT NOT NULL,
  body         TEXT NOT NULL,
  base_version INTEGER NOT NULL,
  updated_by   TEXT NOT NULL,
  updated_at   BIGINT NOT NULL,
  PRIMARY KEY (kind, def_key)
);
INSERT INTO definition_drafts_prev
  SELECT kind, def_key, body, base_version, updated_by, updated_at FROM definition_drafts
  WHERE kind IN ('flow', 'form', 'query');
DROP TABLE definition_drafts;
ALTER TABLE definition_drafts_prev RENAME TO definition_drafts;
