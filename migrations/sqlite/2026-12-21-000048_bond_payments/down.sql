DROP TABLE bond_payments;
