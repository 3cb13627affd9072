-- Query pages' definitions (issue 20, queries/{pageKey}.json) are versioned beside flows and
-- forms: a third kind.
ALTER TABLE definition_versions DROP CONSTRAINT definition_versions_kind_check;
ALTER TABLE definition_versions ADD CONSTRAINT definition_versions_kind_check
  CHECK (kind IN ('flow', 'form', 'query'));
