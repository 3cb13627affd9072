-- Bond payments (兑付兑息; 01 §2 "Bond payment detail dialog", §3 "Bond payment detail row"):
-- staff record a payment of an issued bond on a date, at a coupon rate, redeeming some or all of
-- its units; the payment writes one row per holding account (all sharing payment_code) and
-- debits the accounts' bond positions in the same transaction. Units are whole; money is
-- decimal text in yuan, to the cent. A bond is paid once a date.
CREATE TABLE bond_payments (
  id                TEXT PRIMARY KEY NOT NULL,
  tenant_id         TEXT NOT NULL,
  bond_id           TEXT NOT NULL REFERENCES bonds (id),
  payment_code      TEXT NOT NULL,
  seq               INTEGER NOT NULL,
  payment_date      TEXT NOT NULL,
  account_uuid      TEXT NOT NULL REFERENCES holder_accounts (uuid),
  account_number    TEXT NOT NULL,
  holder_name       TEXT NOT NULL,
  total_fund_vol    BIGINT NOT NULL CHECK (total_fund_vol >= 0),
  refund_num        BIGINT NOT NULL CHECK (refund_num >= 0),
  last_fund_vol     BIGINT NOT NULL CHECK (last_fund_vol >= 0),
  profit            TEXT NOT NULL,
  principal_amount  TEXT NOT NULL,
  interest_amount   TEXT NOT NULL,
  total_amount      TEXT NOT NULL,
  frozen_interest   TEXT NOT NULL,
  pledge_interest   TEXT NOT NULL,
  remark            TEXT NOT NULL,
  recorded_by       TEXT NOT NULL,
  recorded_at       BIGINT NOT NULL,
  UNIQUE (bond_id, payment_date, account_uuid)
);
CREATE INDEX bond_payments_bond ON bond_payments (bond_id, seq);
CREATE INDEX bond_payments_account ON bond_payments (account_uuid, bond_id);
