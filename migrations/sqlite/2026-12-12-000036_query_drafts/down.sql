CREATE TABLE definition_drafts_prev (
  kind         TEXT NOT NULL CHECK (kind IN ('flow', 'form')),
  def_key      TEXT NOT NULL,
  body         TEXT NOT NULL,
  base_version INTEGER NOT NULL,
  updated_by   TEXT NOT NULL,
  updated_at   BIGINT NOT NULL,
  PRIMARY KEY (kind, def_key)
);
INSERT INTO definition_drafts_prev
  SELECT kind, def_key, body, base_version, updated_by, updated_at
  FROM definition_drafts WHERE kind <> 'query';
DROP TABLE definition_drafts;
ALTER TABLE definition_drafts_prev RENAME TO definition_drafts;
