-- Face verifications the platform started with the face verification provider (issue 21 item
-- 4): who asked (a signed-in user, or the account and mobile that proved themselves with an
-- SMS code), what for, the provider's id of it, its outcome and when it came, and when a
-- password reset used it as its second factor. The name and id number the provider checked
-- are not kept: the provider has them, and the platform has no use for them afterwards.
CREATE TABLE face_verifications (
  biz_token   TEXT PRIMARY KEY,
  tenant_id   TEXT NOT NULL,
  purpose     TEXT NOT NULL,
  user_id     TEXT,
  account     TEXT,
  phone       TEXT,
  provider    TEXT NOT NULL,
  status      TEXT NOT NULL,
  failure     TEXT,
  similarity  REAL,
  -- The frame the provider captured of a passed check: the record of who showed their face,
  -- which staff may need to see when a reset or a pledge confirmation is disputed. Erased
  -- with the row by deleteFaceRecognitionResult.
  photo       BLOB,
  started_at  BIGINT NOT NULL,
  decided_at  BIGINT,
  spent_at    BIGINT
);
CREATE INDEX face_verifications_account ON face_verifications (tenant_id, account);
CREATE INDEX face_verifications_user ON face_verifications (user_id);
