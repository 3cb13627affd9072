-- Attempts nobody repeated for a day are swept at the next sign-in (models::sign_in_attempt);
-- the index keeps that sweep a range scan.
CREATE INDEX sign_in_attempts_updated_at ON sign_in_attempts (updated_at);
