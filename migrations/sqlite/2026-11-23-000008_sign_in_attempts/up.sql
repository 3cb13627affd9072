-- Failed sign-ins counted per (tenant, account name), whether or not the account exists, so
-- an unknown name locks and answers exactly as a known one does. The counters leave `users`.
CREATE TABLE sign_in_attempts (
  tenant_id    TEXT NOT NULL,
  account      TEXT NOT NULL,
  -- failures reserved since the last success or the last lock's end; an attempt reserves its
  -- slot before the password is checked
  failures     INTEGER NOT NULL DEFAULT 0,
  locked_until BIGINT,
  updated_at   BIGINT NOT NULL,
  PRIMARY KEY (tenant_id, account)
);

INSERT INTO sign_in_attempts (tenant_id, account, failures, locked_until, updated_at)
SELECT tenant_id, account, failed_logins, locked_until, 0 FROM users
WHERE failed_logins > 0 OR locked_until IS NOT NULL;

ALTER TABLE users DROP COLUMN failed_logins;
ALTER TABLE users DROP COLUMN locked_until;
