DROP TABLE capital_passwords;
