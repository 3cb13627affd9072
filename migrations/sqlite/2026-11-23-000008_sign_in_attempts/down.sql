ALTER TABLE users ADD COLUMN failed_logins INTEGER NOT NULL DEFAULT 0;
ALTER TABLE users ADD COLUMN locked_until BIGINT;

UPDATE users SET
  failed_logins = COALESCE((SELECT a.failures FROM sign_in_attempts a
                            WHERE a.tenant_id = users.tenant_id AND a.account = users.account), 0),
  locked_until = (SELECT a.locked_until FROM sign_in_attempts a
                  WHERE a.tenant_id = users.tenant_id AND a.account = users.account);

DROP TABLE sign_in_attempts;
