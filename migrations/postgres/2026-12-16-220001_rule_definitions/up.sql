-- The rules are versioned beside flows and forms (issue 22): rhai scripts (kind `script`, the
-- body is the source, `examples` the example cases that gate its publication) and flow
-- fragments (kind `fragment`). A flow version pins the script and fragment versions it was
-- published with (`pins`, JSON {"scripts": {name: version}, "fragments": {name: version}};
-- NULL on the versions published before: the repository's first versions).
ALTER TABLE definition_versions DROP CONSTRAINT definition_versions_kind_check;
ALTER TABLE definition_versions ADD CONSTRAINT definition_versions_kind_check
  CHECK (kind IN ('flow', 'form', 'query', 'script', 'fragment'));
ALTER TABLE definition_versions ADD COLUMN pins TEXT;
ALTER TABLE definition_versions ADD COLUMN examples TEXT;
ALTER TABLE definition_drafts DROP CONSTRAINT definition_drafts_kind_check;
ALTER TABLE definition_drafts ADD CONSTRAINT definition_drafts_kind_check
  CHECK (kind IN ('flow', 'form', 'query', 'script', 'fragment'));
ALTER TABLE definition_drafts ADD COLUMN examples TEXT;
