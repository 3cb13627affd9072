-- The public site: the showcase columns of the enterprises (custodied, listed, on display),
-- sectors, industries, display plates, and what is published to visitors: disclosures,
-- notices (pledge, freeze, information), policies, members, private-equity funds.
-- Money is integer fen, dates are ISO text (YYYY-MM-DD), instants epoch seconds.

-- 托管企业: an enterprise is custodied once custody_date is set.
ALTER TABLE companies ADD COLUMN company_type INTEGER;
ALTER TABLE companies ADD COLUMN industry_code TEXT;
ALTER TABLE companies ADD COLUMN registered_capital_fen BIGINT;
ALTER TABLE companies ADD COLUMN register_date TEXT;
ALTER TABLE companies ADD COLUMN custody_date TEXT;
ALTER TABLE companies ADD COLUMN id_type TEXT;
ALTER TABLE companies ADD COLUMN id_number TEXT;
ALTER TABLE companies ADD COLUMN logo_file_id TEXT;
ALTER TABLE companies ADD COLUMN label_name TEXT;
ALTER TABLE companies ADD COLUMN city_code TEXT;
ALTER TABLE companies ADD COLUMN district_code TEXT;
ALTER TABLE companies ADD COLUMN specialised_level TEXT;
CREATE INDEX companies_custody ON companies (tenant_id, custody_date);
CREATE INDEX companies_area ON companies (tenant_id, city_code, district_code);

-- National economy industry sections (GB/T 4754), the same for every tenant.
CREATE TABLE industries (
  code TEXT PRIMARY KEY NOT NULL,
  name TEXT NOT NULL,
  sort INTEGER NOT NULL
);

-- Listing sectors; parent_sector '0' for a first-level sector, else the parent's id.
-- Visitors see a first-level sector only when status 1 and product_type 1.
CREATE TABLE sectors (
  id            TEXT PRIMARY KEY NOT NULL,
  tenant_id     TEXT NOT NULL REFERENCES tenants (tenant_id),
  sector_name   TEXT NOT NULL,
  parent_sector TEXT NOT NULL DEFAULT '0',
  status        INTEGER NOT NULL,
  product_type  INTEGER NOT NULL,
  sort          INTEGER NOT NULL
);
CREATE INDEX sectors_parent ON sectors (tenant_id, parent_sector);

-- 挂牌企业: one listing per enterprise.
CREATE TABLE company_listings (
  company_id         TEXT PRIMARY KEY NOT NULL REFERENCES companies (id),
  tenant_id          TEXT NOT NULL,
  list_code          TEXT NOT NULL,
  listing_date       TEXT NOT NULL,
  sector_id          TEXT NOT NULL,
  featured_sector_id TEXT,
  UNIQUE (tenant_id, list_code)
);
CREATE INDEX company_listings_sector ON company_listings (tenant_id, sector_id);

-- Display plates of the 展示企业.
CREATE TABLE show_plates (
  id         TEXT PRIMARY KEY NOT NULL,
  tenant_id  TEXT NOT NULL REFERENCES tenants (tenant_id),
  plate_key  TEXT NOT NULL,
  plate_name TEXT NOT NULL,
  sort       INTEGER NOT NULL,
  UNIQUE (tenant_id, plate_key)
);

-- 展示企业: one display record per enterprise.
CREATE TABLE company_shows (
  company_id      TEXT PRIMARY KEY NOT NULL REFERENCES companies (id),
  tenant_id       TEXT NOT NULL,
  show_code       TEXT NOT NULL,
  show_time_start TEXT NOT NULL,
  show_plate      TEXT NOT NULL,
  UNIQUE (tenant_id, show_code)
);
CREATE INDEX company_shows_plate ON company_shows (tenant_id, show_plate);

-- Published information disclosures (annual reports, interim announcements …).
CREATE TABLE disclosures (
  id           TEXT PRIMARY KEY NOT NULL,
  tenant_id    TEXT NOT NULL REFERENCES tenants (tenant_id),
  company_id   TEXT REFERENCES companies (id),
  title        TEXT NOT NULL,
  category     TEXT NOT NULL,
  content      TEXT NOT NULL,
  attach_id    TEXT,
  published_at BIGINT NOT NULL
);
CREATE INDEX disclosures_published ON disclosures (tenant_id, published_at);

-- Notices shown to visitors. A pledge or freeze notice is written by the register in the
-- transaction that completes the pledge or freeze (source_id = pledges.id / freezes.id);
-- an information notice by whoever publishes it.
CREATE TABLE notices (
  id           TEXT PRIMARY KEY NOT NULL,
  tenant_id    TEXT NOT NULL REFERENCES tenants (tenant_id),
  notice_type  TEXT NOT NULL CHECK (notice_type IN ('pledge', 'freeze', 'info')),
  source_id    TEXT,
  title        TEXT NOT NULL,
  company_id   TEXT,
  company_name TEXT NOT NULL,
  holder_name  TEXT,
  volume       BIGINT,
  counterparty TEXT,
  start_date   TEXT,
  end_date     TEXT,
  content      TEXT NOT NULL,
  published_at BIGINT NOT NULL,
  UNIQUE (notice_type, source_id)
);
CREATE INDEX notices_type ON notices (tenant_id, notice_type, published_at);

CREATE TABLE policies (
  id           TEXT PRIMARY KEY NOT NULL,
  tenant_id    TEXT NOT NULL REFERENCES tenants (tenant_id),
  title        TEXT NOT NULL,
  issuer       TEXT NOT NULL,
  category     TEXT NOT NULL,
  content      TEXT NOT NULL,
  published_at BIGINT NOT NULL
);
CREATE INDEX policies_published ON policies (tenant_id, published_at);

CREATE TABLE members (
  id            TEXT PRIMARY KEY NOT NULL,
  tenant_id     TEXT NOT NULL REFERENCES tenants (tenant_id),
  name          TEXT NOT NULL,
  member_type   TEXT NOT NULL,
  intro         TEXT NOT NULL,
  address       TEXT NOT NULL,
  contact_phone TEXT NOT NULL,
  join_date     TEXT NOT NULL,
  logo_file_id  TEXT,
  sort          INTEGER NOT NULL
);
CREATE INDEX members_tenant ON members (tenant_id, sort);

CREATE TABLE private_funds (
  id               TEXT PRIMARY KEY NOT NULL,
  tenant_id        TEXT NOT NULL REFERENCES tenants (tenant_id),
  fund_name        TEXT NOT NULL,
  manager_name     TEXT NOT NULL,
  filing_code      TEXT NOT NULL,
  fund_type        TEXT NOT NULL,
  size_fen         BIGINT NOT NULL,
  established_date TEXT NOT NULL,
  custodian        TEXT NOT NULL
);
CREATE INDEX private_funds_tenant ON private_funds (tenant_id, established_date);
