DELETE FROM definition_versions WHERE kind IN ('script', 'fragment');
DELETE FROM definition_drafts WHERE kind IN ('script', 'fragment');
ALTER TABLE definition_versions DROP COLUMN pins;
ALTER TABLE definition_versions DROP COLUMN examples;
ALTER TABLE definition_drafts DROP COLUMN examples;
ALTER TABLE definition_versions DROP CONSTRAINT definition_versions_kind_check;
ALTER TABLE definition_versions ADD CONSTRAINT definition_versions_kind_check
  CHECK (kind IN ('flow', 'form', 'query'));
ALTER TABLE definition_drafts DROP CONSTRAINT definition_drafts_kind_check;
ALTER TABLE definition_drafts ADD CONSTRAINT definition_drafts_kind_check
  CHECK (kind IN ('flow', 'form', 'query'));
