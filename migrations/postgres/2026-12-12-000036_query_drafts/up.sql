-- Query pages' definitions keep drafts as flows and forms do (issue 20).
ALTER TABLE definition_drafts DROP CONSTRAINT definition_drafts_kind_check;
ALTER TABLE definition_drafts ADD CONSTRAINT definition_drafts_kind_check
  CHECK (kind IN ('flow', 'form', 'query'));
