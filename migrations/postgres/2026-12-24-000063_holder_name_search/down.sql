DROP INDEX holder_accounts_name_trgm;
