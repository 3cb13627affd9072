DROP TABLE transfer_quotes;
ALTER TABLE fund_transfer_projects DROP COLUMN quote_deadline;
