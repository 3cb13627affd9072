DROP TABLE dicts;
