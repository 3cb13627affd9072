-- The catalogue's businesses (issue 13): an enterprise's service rows (custody 1, display 2,
-- specialised-new board 3), a member's cooperation bindings to enterprises, product
-- certification, released pledge and freeze volumes, charges collected, and the record every
-- filing-type business leaves.
CREATE TABLE company_services (
  id             TEXT PRIMARY KEY NOT NULL,
  tenant_id      TEXT NOT NULL,
  company_id     TEXT NOT NULL REFERENCES companies (id),
  service_type   INTEGER NOT NULL,
  service_status INTEGER NOT NULL,
  start_date     TEXT,
  end_date       TEXT,
  reason         TEXT,
  application_id TEXT,
  updated_at     BIGINT NOT NULL
);
CREATE INDEX company_services_of_company ON company_services (company_id, service_type);

ALTER TABLE members ADD COLUMN owner_user_id TEXT;
ALTER TABLE members ADD COLUMN member_code TEXT;

CREATE TABLE member_companies (
  id             TEXT PRIMARY KEY NOT NULL,
  tenant_id      TEXT NOT NULL,
  member_id      TEXT NOT NULL REFERENCES members (id),
  company_id     TEXT NOT NULL REFERENCES companies (id),
  company_name   TEXT NOT NULL,
  jbr_name       TEXT NOT NULL,
  jbr_phone      TEXT NOT NULL,
  is_send_msg    BOOLEAN NOT NULL DEFAULT FALSE,
  application_id TEXT
);
CREATE UNIQUE INDEX member_companies_pair ON member_companies (member_id, company_id);

-- A first certification ends the user's sessions; the next call says why (01 §4).
ALTER TABLE sessions ADD COLUMN revoked_reason TEXT;
ALTER TABLE users ADD COLUMN is_product_certified BOOLEAN NOT NULL DEFAULT FALSE;
ALTER TABLE pledges ADD COLUMN released BIGINT NOT NULL DEFAULT 0;
ALTER TABLE freezes ADD COLUMN released BIGINT NOT NULL DEFAULT 0;

CREATE TABLE charges (
  application_id TEXT PRIMARY KEY NOT NULL,
  tenant_id      TEXT NOT NULL,
  app_id         TEXT NOT NULL,
  item           TEXT NOT NULL,
  amount         TEXT NOT NULL,
  charged_at     BIGINT NOT NULL
);

CREATE TABLE business_records (
  id             TEXT PRIMARY KEY NOT NULL,
  tenant_id      TEXT NOT NULL,
  application_id TEXT NOT NULL,
  app_id         TEXT NOT NULL,
  kind           TEXT NOT NULL,
  subject        TEXT NOT NULL,
  detail         TEXT NOT NULL,
  recorded_at    BIGINT NOT NULL
);
CREATE INDEX business_records_of_kind ON business_records (tenant_id, kind, subject);
