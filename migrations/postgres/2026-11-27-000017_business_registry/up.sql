-- The local business-registry simulator (issue 16): what a national enterprise credit registry
-- answers for an enterprise, kept in the registry's own vocabulary (`record`, JSON) and keyed
-- by the unified social credit code. Only the shipped simulator reads it; a real registry
-- adapter asks the registry's API instead.
CREATE TABLE registry_enterprises (
  credit_code TEXT PRIMARY KEY NOT NULL,
  name        TEXT NOT NULL,
  record      TEXT NOT NULL
);
CREATE INDEX registry_enterprises_name ON registry_enterprises (name);

-- Every version of an enterprise's dossier: the registration that took it into custody is
-- version 1, each approved change adds the next. The company row keeps the queried columns and
-- the latest document; older versions stay here for the change history.
CREATE TABLE company_dossiers (
  company_id     TEXT NOT NULL REFERENCES companies (id),
  version        INTEGER NOT NULL,
  application_id TEXT,
  doc            TEXT NOT NULL,
  recorded_at    BIGINT NOT NULL,
  PRIMARY KEY (company_id, version)
);
