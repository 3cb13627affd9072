-- Issue 23: the showcase's key search by index. A trigram full-text index (FTS5's own
-- tokenizer, case-insensitive like LIKE) over the three columns the key is looked for in,
-- kept by triggers; a key of three characters or more is found through it, a shorter one
-- (which no trigram covers) by scanning the tenant's enterprises as before. The index keeps
-- the enterprise's id rather than following its rowid, which a VACUUM may renumber.
CREATE VIRTUAL TABLE companies_key_search USING fts5(
  company_id UNINDEXED, name, short_name, code, tokenize = 'trigram'
);
INSERT INTO companies_key_search (company_id, name, short_name, code)
SELECT id, name, short_name, code FROM companies;
CREATE TRIGGER companies_key_search_insert AFTER INSERT ON companies BEGIN
  INSERT INTO companies_key_search (company_id, name, short_name, code)
  VALUES (new.id, new.name, new.short_name, new.code);
END;
CREATE TRIGGER companies_key_search_delete AFTER DELETE ON companies BEGIN
  DELETE FROM companies_key_search WHERE company_id = old.id;
END;
CREATE TRIGGER companies_key_search_update AFTER UPDATE OF id, name, short_name, code ON companies BEGIN
  DELETE FROM companies_key_search WHERE company_id = old.id;
  INSERT INTO companies_key_search (company_id, name, short_name, code)
  VALUES (new.id, new.name, new.short_name, new.code);
END;

-- The custodied showcase in its order (custody date, newest first, then id): a deep page
-- walks the index instead of sorting the tenant's enterprises.
CREATE INDEX companies_custody_order ON companies (tenant_id, custody_date, id);
DROP INDEX companies_custody;
