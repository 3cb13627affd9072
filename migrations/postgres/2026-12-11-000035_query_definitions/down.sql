DELETE FROM definition_versions WHERE kind = 'query';
ALTER TABLE definition_versions DROP CONSTRAINT definition_versions_kind_check;
ALTER TABLE definition_versions ADD CONSTRAINT definition_versions_kind_check
  CHECK (kind IN ('flow', 'form'));
