-- The rules are versioned beside flows and forms (issue 22): rhai scripts (kind `script`, the
-- body is the source, `examples` the example cases that gate its publication) and flow
-- fragments (kind `fragment`). A flow version pins the script and fragment versions it was
-- published with (`pins`, JSON {"scripts": {name: version}, "fragments": {name: version}};
-- NULL on the versions published before: the repository's first versions). SQLite changes a
-- CHECK only by rebuilding the table.
CREATE TABLE definition_versions_next (
  kind         TEXT NOT NULL CHECK (kind IN ('flow', 'form', 'query', 'script', 'fragment')),
  def_key      TEXT NOT NULL,
  version      INTEGER NOT NULL CHECK (version >= 1),
  name         TEXT NOT NULL,
  body         TEXT NOT NULL,
  form_version INTEGER,
  published_by TEXT NOT NULL,
  published_at BIGINT NOT NULL,
  reason       TEXT NOT NULL,
  pins         TEXT,
  examples     TEXT,
  PRIMARY KEY (kind, def_key, version)
);
INSERT INTO definition_versions_next
  SELECT kind, def_key, version, name, body, form_version, published_by, published_at, reason,
         NULL, NULL
  FROM definition_versions;
DROP TABLE definition_versions;
ALTER TABLE definition_versions_next RENAME TO definition_versions;

CREATE TABLE definition_drafts_next (
  kind         TEXT NOT NULL CHECK (kind IN ('flow', 'form', 'query', 'script', 'fragment')),
  def_key      TEXT NOT NULL,
  body         TEXT NOT NULL,
  base_version INTEGER NOT NULL,
  updated_by   TEXT NOT NULL,
  updated_at   BIGINT NOT NULL,
  examples     TEXT,
  PRIMARY KEY (kind, def_key)
);
INSERT INTO definition_drafts_next
  SELECT kind, def_key, body, base_version, updated_by, updated_at, NULL FROM definition_drafts;
DROP TABLE definition_drafts;
ALTER TABLE definition_drafts_next RENAME TO definition_drafts;
