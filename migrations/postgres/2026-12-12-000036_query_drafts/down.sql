DELETE FROM definition_drafts WHERE kind = 'query';
ALTER TABLE definition_drafts DROP CONSTRAINT definition_drafts_kind_check;
ALTER TABLE definition_drafts ADD CONSTRAINT definition_drafts_kind_check
  CHECK (kind IN ('flow', 'form'));
