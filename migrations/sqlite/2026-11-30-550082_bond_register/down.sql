DROP TABLE bond_options;
DROP TABLE bond_investors;
DROP TABLE bond_service_providers;
DROP TABLE bonds;
