-- The analysts' studio. Published definitions (flows keyed by appId, forms by formId) are
-- numbered and immutable: a row is never updated. The repository's files are the first
-- versions. A flow version names the form version it was checked against, which its instances
-- use to the end.
CREATE TABLE definition_versions (
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

-- One draft per definition: the text as the analyst typed it, valid or not.
CREATE TABLE definition_drafts (
  kind         TEXT NOT NULL CHECK (kind IN ('flow', 'form')),
  def_key      TEXT NOT NULL,
  body         TEXT NOT NULL,
  base_version INTEGER NOT NULL,
  updated_by   TEXT NOT NULL,
  updated_at   BIGINT NOT NULL,
  PRIMARY KEY (kind, def_key)
);

-- Every command an application went through, with the context it ran in and what it led to,
-- so a draft can replay it (the studio's dry-run) before it is published.
CREATE TABLE application_steps (
  application_id TEXT NOT NULL REFERENCES applications (id),
  seq            INTEGER NOT NULL,
  record         TEXT NOT NULL,
  PRIMARY KEY (application_id, seq)
);

-- Running instances moved to a newer flow version by an analyst.
CREATE TABLE instance_migrations (
  id             TEXT PRIMARY KEY NOT NULL,
  tenant_id      TEXT NOT NULL,
  application_id TEXT NOT NULL REFERENCES applications (id),
  app_id         TEXT NOT NULL,
  from_version   INTEGER NOT NULL,
  to_version     INTEGER NOT NULL,
  migrated_by    TEXT NOT NULL,
  migrated_at    BIGINT NOT NULL
);
CREATE INDEX instance_migrations_app ON instance_migrations (app_id, migrated_at);
