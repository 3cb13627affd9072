DROP TABLE bond_positions;
ALTER TABLE bonds DROP COLUMN issued_units;
