-- The platform's system dictionary (issue 20; 01 §7 blade-system/dict/*, the screens
-- /dict-horizontal and /dict-vertical): BladeX's shape, global to every tenant, unlike the
-- tenants' business dictionaries (dict_biz). A dictionary is a row with parent_id '0' and key
-- '-1' whose value is its name; its entries are rows under it with the same code. A sealed row
-- is one the platform relies on: it is edited, never removed.
CREATE TABLE dicts (
  id TEXT PRIMARY KEY NOT NULL,
  parent_id TEXT NOT NULL,
  code TEXT NOT NULL,
  dict_key TEXT NOT NULL,
  dict_value TEXT NOT NULL,
  sort INTEGER NOT NULL DEFAULT 0,
  remark TEXT NOT NULL DEFAULT '',
  is_sealed BOOLEAN NOT NULL DEFAULT FALSE
);
CREATE UNIQUE INDEX dicts_code_key ON dicts (code, dict_key);
CREATE INDEX dicts_parent ON dicts (parent_id, sort);
