-- Capital accounts (资金账户; 03 §3 Bond row "Capital account", §7 privateBond/queryCapitalAccount;
-- issue 18): the bank account a registration account or an issuer settles through: an
-- issuer's raising account for its bonds, an investor's account for its subscriptions. One a
-- holder (an enterprise id or a registration account uuid).
CREATE TABLE capital_accounts (
  owner_id         TEXT PRIMARY KEY,
  tenant_id        TEXT NOT NULL REFERENCES tenants (tenant_id),
  capital_account  TEXT NOT NULL,
  holder_name      TEXT NOT NULL,
  bank_name        TEXT NOT NULL
);
