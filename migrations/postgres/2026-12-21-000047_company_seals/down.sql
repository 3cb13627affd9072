DROP TABLE company_seals;
