DROP TABLE instance_migrations;
DROP TABLE application_steps;
DROP TABLE definition_drafts;
DROP TABLE definition_versions;
