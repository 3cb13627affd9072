CREATE TABLE definition_versions_prev (
  kind         TEXT NOT NULL CHECK (kind IN ('flow', 'form')),
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
  FROM definition_versions WHERE kind <> 'query';
DROP TABLE definition_versions;
ALTER TABLE definition_versions_prev RENAME TO definition_versions;
