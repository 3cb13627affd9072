-- The bond register (03 §3 Bond row, Service provider, Targeted investor; issue 18): each bond
-- a filing (550082) records, with its service providers, targeted investors and option
-- clauses. Amounts are decimal text (yuan), counts integers; `details` keeps the bond's other
-- fields of the form as JSON text. A name is the tenant's once, the short name too.
CREATE TABLE bonds (
  id                  TEXT PRIMARY KEY,
  tenant_id           TEXT NOT NULL REFERENCES tenants (tenant_id),
  company_id          TEXT NOT NULL REFERENCES companies (id),
  application_id      TEXT NOT NULL,
  product_code        TEXT NOT NULL,
  chinese_name        TEXT NOT NULL,
  product_short       TEXT,
  status              TEXT NOT NULL,
  raise_begin_date    TEXT NOT NULL,
  raise_end_date      TEXT NOT NULL,
  bond_amount         BIGINT NOT NULL,
  par_value           TEXT NOT NULL,
  price               TEXT NOT NULL,
  transaction_base    BIGINT NOT NULL,
  buy_min             BIGINT,
  buy_max             BIGINT,
  bond_term           BIGINT NOT NULL,
  bond_term_type      TEXT NOT NULL,
  rate_begin_date     TEXT NOT NULL,
  rate_end_date       TEXT NOT NULL,
  fundraising_methods TEXT NOT NULL,
  publish_area        TEXT,
  fund_use_type       TEXT NOT NULL,
  details             TEXT NOT NULL,
  filed_at            BIGINT NOT NULL
);
CREATE UNIQUE INDEX bonds_name ON bonds (tenant_id, chinese_name);
CREATE UNIQUE INDEX bonds_short ON bonds (tenant_id, product_short) WHERE product_short IS NOT NULL;
CREATE UNIQUE INDEX bonds_code ON bonds (tenant_id, product_code);
CREATE INDEX bonds_company ON bonds (tenant_id, company_id);

CREATE TABLE bond_service_providers (
  bond_id                    TEXT NOT NULL REFERENCES bonds (id),
  seq                        INTEGER NOT NULL,
  is_partner_member          BOOLEAN NOT NULL,
  service_provider_code      TEXT,
  service_provider_name      TEXT NOT NULL,
  category_code              TEXT NOT NULL,
  fee_currency               TEXT,
  fee_amount                 TEXT,
  credit_enhancer_nature     TEXT,
  credit_enhancement_method  TEXT,
  enhancement_rating         TEXT,
  credit_enhancement_ratio   TEXT,
  remark                     TEXT,
  PRIMARY KEY (bond_id, seq)
);

CREATE TABLE bond_investors (
  bond_id           TEXT NOT NULL REFERENCES bonds (id),
  account_uuid      TEXT NOT NULL REFERENCES holder_accounts (uuid),
  investor_name     TEXT NOT NULL,
  investor_cert_no  TEXT NOT NULL,
  investor_no       TEXT NOT NULL,
  organ_type        INTEGER NOT NULL,
  PRIMARY KEY (bond_id, account_uuid)
);

CREATE TABLE bond_options (
  bond_id      TEXT NOT NULL REFERENCES bonds (id),
  seq          INTEGER NOT NULL,
  option_type  TEXT NOT NULL,
  option_date  TEXT,
  content      TEXT NOT NULL,
  PRIMARY KEY (bond_id, seq)
);
