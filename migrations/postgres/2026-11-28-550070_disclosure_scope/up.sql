-- The periodic report's disclosure scope (02 §3, issue 17): a disclosure published by 550070
-- names who may read it. scope 1 every visitor (all qualified investors), 2 the enterprise's
-- shareholders, 3 its creditors, 4 its cooperating members; `details` is the report as filed
-- (JSON text, informationDis/getDetailsByUUID); `application_id` the approved application.
ALTER TABLE disclosures ADD COLUMN scope TEXT NOT NULL DEFAULT '1';
ALTER TABLE disclosures ADD COLUMN application_id TEXT;
ALTER TABLE disclosures ADD COLUMN details TEXT;

-- The designated readers of a restricted disclosure: kind `holder` (a registration account
-- number), `creditor` (a pledgee's name) or `member` (a member firm's id). None of a kind means
-- every reader of the scope.
CREATE TABLE disclosure_audience (
  disclosure_id TEXT NOT NULL REFERENCES disclosures (id),
  kind          TEXT NOT NULL,
  ref           TEXT NOT NULL,
  label         TEXT NOT NULL,
  PRIMARY KEY (disclosure_id, kind, ref)
);
