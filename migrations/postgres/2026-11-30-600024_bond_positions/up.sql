-- Bond issuance (550023 发行备案, 550024 发行登记; issue 18): a filed bond opens for
-- subscription, then its subscribers' units are credited. A bond's issued units are the sum of
-- its positions (the issue total is conserved); units are whole, never negative, and kept apart
-- from the share register's positions so that bond units never enter a share total.
ALTER TABLE bonds ADD COLUMN issued_units BIGINT NOT NULL DEFAULT 0;

CREATE TABLE bond_positions (
  account_uuid  TEXT NOT NULL REFERENCES holder_accounts (uuid),
  bond_id       TEXT NOT NULL REFERENCES bonds (id),
  units         BIGINT NOT NULL CHECK (units >= 0),
  PRIMARY KEY (account_uuid, bond_id)
);
CREATE INDEX bond_positions_bond ON bond_positions (bond_id);
