-- Issue 23: the shareholder register searched by part of a holder's name. PostgreSQL indexes
-- the names' trigrams; SQLite scans 100,000 names in about 20 ms (the volume benchmark), well
-- within the lists' budget, so it keeps no index of its own for them.
SELECT 1;
