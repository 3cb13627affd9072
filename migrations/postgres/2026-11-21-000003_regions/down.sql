DROP TABLE regions;
