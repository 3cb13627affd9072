-- 集中报价 (550224): the quotes investors make on the transfer projects of private fund shares
-- (550223, 03 §3 "Transfer project"). A project takes quotes until its quote deadline (a day,
-- yyyy-MM-dd, Beijing; empty: no deadline); a quote is recorded when its application completes.
ALTER TABLE fund_transfer_projects ADD COLUMN quote_deadline TEXT NOT NULL DEFAULT '';
CREATE TABLE transfer_quotes (
  id                    TEXT PRIMARY KEY,
  tenant_id             TEXT NOT NULL,
  project_id            TEXT NOT NULL,
  application_id        TEXT NOT NULL,
  biz_sn                TEXT NOT NULL,
  applicant_id          TEXT NOT NULL,
  quoter_name           TEXT NOT NULL,
  account_number        TEXT NOT NULL,
  project_abbreviation  TEXT NOT NULL,
  company_name          TEXT NOT NULL,
  price                 TEXT NOT NULL,
  price_fen             BIGINT NOT NULL,
  quantity              BIGINT NOT NULL,
  quoted_at             BIGINT NOT NULL
);
CREATE INDEX transfer_quotes_project ON transfer_quotes (tenant_id, project_id, price_fen, quoted_at);
CREATE INDEX transfer_quotes_quoted ON transfer_quotes (tenant_id, quoted_at, id);
