-- Query pages' definitions (issue 20, queries/{pageKey}.json) are versioned beside flows and
-- forms: a third kind. SQLite changes a CHECK only by rebuilding the table.
CREATE TABLE definition_versions_next (
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
INSERT INTO definition_versions_next
  SELECT kind, def_key, version, name, body, form_version, published_by, published_at, reason
  FROM definition_versions;
DROP TABLE definition_versions;
ALTER TABLE definition_versions_next RENAME TO definition_versions;
