DROP TABLE disclosure_audience;
ALTER TABLE disclosures DROP COLUMN details;
ALTER TABLE disclosures DROP COLUMN application_id;
ALTER TABLE disclosures DROP COLUMN scope;
