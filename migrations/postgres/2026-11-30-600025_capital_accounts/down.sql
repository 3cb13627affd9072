DROP TABLE capital_accounts;
