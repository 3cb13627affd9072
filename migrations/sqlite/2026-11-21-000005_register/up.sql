-- The share register and the applications that change it.

-- Equity products: face value (decimal text, never float) and total shares.
ALTER TABLE products ADD COLUMN face_value TEXT NOT NULL DEFAULT '1';
ALTER TABLE products ADD COLUMN total_shares BIGINT NOT NULL DEFAULT 0;

-- Holder accounts: certificate and whether the holder's rights are confirmed (comfirm).
ALTER TABLE holder_accounts ADD COLUMN cert_type TEXT;
ALTER TABLE holder_accounts ADD COLUMN certificate_no TEXT;
ALTER TABLE holder_accounts ADD COLUMN rights_confirmed BOOLEAN NOT NULL DEFAULT TRUE;

-- The enterprise's register document: the company fields of 02 §3 that no column holds.
ALTER TABLE companies ADD COLUMN register_doc TEXT NOT NULL DEFAULT '{}';

-- What each account holds of each product. Free volume = volume - pledged - frozen >= 0.
CREATE TABLE positions (
  account_uuid TEXT NOT NULL REFERENCES holder_accounts (uuid),
  product_id   TEXT NOT NULL REFERENCES products (id),
  volume       BIGINT NOT NULL DEFAULT 0 CHECK (volume >= 0),
  pledged      BIGINT NOT NULL DEFAULT 0 CHECK (pledged >= 0),
  frozen       BIGINT NOT NULL DEFAULT 0 CHECK (frozen >= 0),
  CHECK (pledged + frozen <= volume),
  PRIMARY KEY (account_uuid, product_id)
);
CREATE INDEX positions_product ON positions (product_id);

-- One application: the engine's instance as JSON, with the columns lists and locks need.
CREATE TABLE applications (
  id           TEXT PRIMARY KEY NOT NULL,
  tenant_id    TEXT NOT NULL REFERENCES tenants (tenant_id),
  app_id       TEXT NOT NULL,
  biz_sn       TEXT NOT NULL UNIQUE,
  biz_type_name TEXT NOT NULL,
  applicant_id TEXT NOT NULL REFERENCES users (id),
  company_id   TEXT,
  holder_uuid  TEXT,
  status       TEXT NOT NULL,
  current_node TEXT NOT NULL,
  instance     TEXT NOT NULL,
  revision     INTEGER NOT NULL,
  created_at   BIGINT NOT NULL,
  updated_at   BIGINT NOT NULL,
  completed_at BIGINT
);
CREATE INDEX applications_applicant ON applications (applicant_id, created_at);

-- Open and closed tasks, for the to-do lists.
CREATE TABLE tasks (
  application_id TEXT NOT NULL REFERENCES applications (id),
  task_no        INTEGER NOT NULL,
  node           TEXT NOT NULL,
  node_name      TEXT NOT NULL,
  assignee_user  TEXT,
  assignee_roles TEXT NOT NULL DEFAULT '',
  open           BOOLEAN NOT NULL,
  opened_at      BIGINT NOT NULL,
  closed_at      BIGINT,
  closed_by      TEXT,
  action         TEXT,
  memo           TEXT,
  PRIMARY KEY (application_id, task_no)
);
CREATE INDEX tasks_open ON tasks (open, node);

-- A command's first answer, so a retried command with the same key answers the same.
CREATE TABLE idempotency_keys (
  user_id    TEXT NOT NULL,
  key        TEXT NOT NULL,
  response   TEXT NOT NULL,
  created_at BIGINT NOT NULL,
  PRIMARY KEY (user_id, key)
);

-- The tamper-evident chain of completed businesses.
CREATE TABLE chain_entries (
  seq        BIGINT PRIMARY KEY NOT NULL,
  tenant_id  TEXT NOT NULL,
  biz_sn     TEXT NOT NULL UNIQUE,
  app_id     TEXT NOT NULL,
  record     TEXT NOT NULL,
  prev_hash  TEXT NOT NULL,
  hash       TEXT NOT NULL UNIQUE,
  created_at BIGINT NOT NULL
);

-- Pledges and judicial freezes recorded by the flows (the public notices read them).
CREATE TABLE pledges (
  id             TEXT PRIMARY KEY NOT NULL,
  tenant_id      TEXT NOT NULL,
  application_id TEXT NOT NULL REFERENCES applications (id),
  account_uuid   TEXT NOT NULL REFERENCES holder_accounts (uuid),
  product_id     TEXT NOT NULL REFERENCES products (id),
  pledgee        TEXT NOT NULL,
  volume         BIGINT NOT NULL CHECK (volume > 0),
  created_at     BIGINT NOT NULL
);
CREATE TABLE freezes (
  id             TEXT PRIMARY KEY NOT NULL,
  tenant_id      TEXT NOT NULL,
  application_id TEXT NOT NULL REFERENCES applications (id),
  account_uuid   TEXT NOT NULL REFERENCES holder_accounts (uuid),
  product_id     TEXT NOT NULL REFERENCES products (id),
  authority      TEXT NOT NULL,
  volume         BIGINT NOT NULL CHECK (volume > 0),
  created_at     BIGINT NOT NULL
);
