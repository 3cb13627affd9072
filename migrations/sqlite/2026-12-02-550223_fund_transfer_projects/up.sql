-- Transfer projects of private fund shares (03 §3 "Transfer project", 转让项目): what the
-- fund share-transfer application picks (fundShareTransfer/page) and the detail page reads
-- (transfer-registration-pledge/detail). The fund's registration details each carry a show
-- flag ('1' shown, '0' hidden on the detail page, 02 §2). lowPrice is yuan as decimal text;
-- shareTransfer the shares offered.
CREATE TABLE fund_transfer_projects (
  id                          TEXT PRIMARY KEY NOT NULL,
  tenant_id                   TEXT NOT NULL REFERENCES tenants (tenant_id),
  project_abbreviation        TEXT NOT NULL,
  biz_sn                      TEXT NOT NULL,
  status                      TEXT NOT NULL CHECK (status IN ('0', '1', '2', '3')),
  company_name                TEXT NOT NULL,
  holder_name                 TEXT NOT NULL,
  union_status                TEXT NOT NULL,
  share_transfer              BIGINT NOT NULL CHECK (share_transfer > 0),
  low_price                   TEXT NOT NULL,
  registered_address          TEXT NOT NULL,
  show_registered_address     TEXT NOT NULL,
  person_in_charge            TEXT NOT NULL,
  show_person_in_charge       TEXT NOT NULL,
  establish_date              TEXT NOT NULL,
  show_establish_date         TEXT NOT NULL,
  registered_capital_currency TEXT NOT NULL,
  show_registered_capital_currency TEXT NOT NULL,
  registered_capital          TEXT NOT NULL,
  show_registered_capital     TEXT NOT NULL,
  institutional_nature        TEXT NOT NULL,
  show_institutional_nature   TEXT NOT NULL
);
CREATE UNIQUE INDEX fund_transfer_projects_biz_sn ON fund_transfer_projects (tenant_id, biz_sn);
