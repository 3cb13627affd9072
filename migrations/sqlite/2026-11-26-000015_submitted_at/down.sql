DROP INDEX applications_submitted;
ALTER TABLE applications DROP COLUMN submitted_at;
