DROP TABLE fund_transfer_projects;
