DROP TABLE company_dossiers;
DROP TABLE registry_enterprises;
