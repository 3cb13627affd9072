-- Administrative regions (GB/T 2260 codes) for the area cascader: province, city, district.
CREATE TABLE regions (
  code        TEXT PRIMARY KEY NOT NULL,
  parent_code TEXT NOT NULL,
  name        TEXT NOT NULL,
  level       INTEGER NOT NULL,
  sort        INTEGER NOT NULL
);
CREATE INDEX regions_parent ON regions (parent_code);
