DROP TABLE rule_failures;
