DROP TRIGGER application_tallies_update ON applications;
DROP TRIGGER application_tallies_insert_delete ON applications;
DROP FUNCTION application_tallies_follow();
DROP TABLE application_tallies;
