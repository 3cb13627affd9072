-- Issue 23: the shareholder register searched by part of a holder's name (LIKE '%name%') among
-- 100,000 accounts: pg_trgm's GIN index instead of a scan of every name (96 ms a search on
-- the volume benchmark's register). A name of fewer than three characters, which no trigram
-- covers, is still looked for by scanning.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
CREATE INDEX holder_accounts_name_trgm ON holder_accounts USING gin (holder_name gin_trgm_ops);
