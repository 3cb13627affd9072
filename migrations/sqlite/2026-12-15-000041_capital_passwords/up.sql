-- Each user's capital password (资金密码, the security centre's 6 digits confirming a movement
-- of funds), kept apart from the sign-in credentials: only its hash (the same Argon2 as the
-- login passwords), when it was last set, and the wrong tries of the old one in a row, which
-- end at five (the change then needs the SMS code to the bound mobile).
CREATE TABLE capital_passwords (
  user_id        TEXT PRIMARY KEY,
  password_hash  TEXT NOT NULL,
  failed_tries   INTEGER NOT NULL DEFAULT 0,
  updated_at     BIGINT NOT NULL
);
