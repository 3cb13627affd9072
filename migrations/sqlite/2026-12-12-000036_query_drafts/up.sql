-- Query pages' definitions keep drafts as flows and forms do (issue 20). SQLite changes a
-- CHECK only by rebuilding the table.
CREATE TABLE definition_drafts_next (
  kind         TEXT NOT NULL CHECK (kind IN ('flow', 'form', 'query')),
  def_key      TEXT NOT NULL,
  body         TEXT NOT NULL,
  base_version INTEGER NOT NULL,
  updated_by   TEXT NOT NULL,
  updated_at   BIGINT NOT NULL,
  PRIMARY KEY (kind, def_key)
);
INSERT INTO definition_drafts_next
  SELECT kind, def_key, body, base_version, updated_by, updated_at FROM definition_drafts;
DROP TABLE definition_drafts;
ALTER TABLE definition_drafts_next RENAME TO definition_drafts;
