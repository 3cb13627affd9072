-- The pledgees of a pledge application (issue 21 item 7): one row per pledgee of its pledge
-- rows, recorded when the application is submitted. Each confirms the pledge by signing an
-- electronic contract with the e-signature provider: status 0 waiting, 1 signed, 2 refused;
-- the signed contract and the face picture the provider took are kept as attachments.
CREATE TABLE pledgee_infos (
  id             TEXT PRIMARY KEY,
  tenant_id      TEXT NOT NULL,
  application_id TEXT NOT NULL,
  seq            INTEGER NOT NULL,
  name           TEXT NOT NULL,
  cert_type      TEXT NOT NULL,
  cert_no        TEXT NOT NULL,
  pledgee_type   TEXT NOT NULL,
  mobile         TEXT,
  status         INTEGER NOT NULL DEFAULT 0,
  signer_id      TEXT,
  contract_id    TEXT,
  refusal        TEXT,
  attach_id      TEXT,
  face_attach_id TEXT,
  sms_sent_at    BIGINT,
  signed_at      BIGINT,
  created_at     BIGINT NOT NULL,
  updated_at     BIGINT NOT NULL
);
CREATE UNIQUE INDEX pledgee_infos_application ON pledgee_infos (application_id, cert_type, cert_no);
CREATE INDEX pledgee_infos_status ON pledgee_infos (tenant_id, status);
