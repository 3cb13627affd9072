-- Pledge and judicial-freeze declarations keep their whole row (spec 03 §3: holder, security,
-- pledgee, contract, financing, delivery and the upload slots) beside the columns the register
-- needs; investor risk assessments keep their score and level per type and account.

ALTER TABLE pledges ADD COLUMN declaration TEXT NOT NULL DEFAULT '{}';
ALTER TABLE freezes ADD COLUMN declaration TEXT NOT NULL DEFAULT '{}';

-- One completed questionnaire. The latest row per (account, risk type) is the account's
-- result; earlier rows stay as history. risk_type: 1 private equity, 2 convertible bond,
-- 6 fund share (02 §3).
CREATE TABLE risk_assessments (
  id           TEXT PRIMARY KEY NOT NULL,
  tenant_id    TEXT NOT NULL REFERENCES tenants (tenant_id),
  account_uuid TEXT NOT NULL REFERENCES holder_accounts (uuid),
  risk_type    INTEGER NOT NULL CHECK (risk_type IN (1, 2, 6)),
  score        INTEGER NOT NULL CHECK (score >= 0),
  risk_level   TEXT NOT NULL,
  answers      TEXT NOT NULL,
  biz_sn       TEXT NOT NULL,
  tested_at    BIGINT NOT NULL
);
CREATE INDEX risk_assessments_account ON risk_assessments (account_uuid, risk_type, tested_at);
