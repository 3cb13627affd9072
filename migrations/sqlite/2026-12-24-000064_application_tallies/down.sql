DROP TRIGGER application_tallies_update;
DROP TRIGGER application_tallies_delete;
DROP TRIGGER application_tallies_insert;
DROP TABLE application_tallies;
