-- Charges and their payment (02 §3 "Payment", §7 statementExpense and rem-trade payment, §9
-- charging; issue 19). A charge is recorded when the applicant submits a charged business:
-- the base the flow's charge script computed, the fee the flow's tariff makes of it (decimal
-- text, yuan), and whether it is paid (0 待缴费, 1 已缴费, 2 已退款). Until now only a completed 550100 left a row, which
-- was collected: those rows become paid charges.
ALTER TABLE charges ADD COLUMN uuid TEXT NOT NULL DEFAULT '';
ALTER TABLE charges ADD COLUMN charge_sn TEXT NOT NULL DEFAULT '';
ALTER TABLE charges ADD COLUMN biz_sn TEXT NOT NULL DEFAULT '';
ALTER TABLE charges ADD COLUMN base TEXT NOT NULL DEFAULT '0';
ALTER TABLE charges ADD COLUMN pay_status TEXT NOT NULL DEFAULT '0' CHECK (pay_status IN ('0', '1', '2'));
ALTER TABLE charges ADD COLUMN paid_at BIGINT;
ALTER TABLE charges ADD COLUMN order_uuid TEXT;
ALTER TABLE charges ADD COLUMN transfer_sn TEXT;
UPDATE charges SET uuid = application_id, base = amount, pay_status = '1', paid_at = charged_at,
  biz_sn = COALESCE((SELECT a.biz_sn FROM applications a WHERE a.id = charges.application_id), ''),
  charge_sn = 'C' || COALESCE((SELECT a.biz_sn FROM applications a WHERE a.id = charges.application_id), application_id);
CREATE UNIQUE INDEX charges_uuid ON charges (uuid);
CREATE UNIQUE INDEX charges_charge_sn ON charges (charge_sn);
CREATE INDEX charges_biz_sn ON charges (tenant_id, biz_sn);

-- An order placed with the payment gateway for a charge (a QR code the payer scans). The
-- platform's record of it: what was asked, what the gateway answered, and its state as the
-- gateway's signed notifications and queries tell it. SUCCESS is final.
CREATE TABLE payment_orders (
  order_uuid      TEXT PRIMARY KEY NOT NULL,
  tenant_id       TEXT NOT NULL REFERENCES tenants (tenant_id),
  application_id  TEXT NOT NULL REFERENCES applications (id),
  biz_sn          TEXT NOT NULL,
  charge_sn       TEXT NOT NULL,
  payment_type    TEXT NOT NULL,
  trade_type      TEXT NOT NULL,
  title           TEXT NOT NULL,
  total_fee       TEXT NOT NULL,
  currency        TEXT NOT NULL,
  pay_user_name   TEXT NOT NULL,
  pay_user_mobile TEXT NOT NULL,
  payer_id        TEXT NOT NULL,
  gateway         TEXT NOT NULL,
  code_url        TEXT NOT NULL,
  status          TEXT NOT NULL CHECK (status IN ('NOTPAY', 'SUCCESS', 'CLOSED')),
  transaction_id  TEXT,
  created_at      BIGINT NOT NULL,
  expires_at      BIGINT NOT NULL,
  paid_at         BIGINT
);
CREATE INDEX payment_orders_charge ON payment_orders (charge_sn, status);

-- A refund of what an order paid: the whole fee of a business that ended without completing
-- (rejected, withdrawn), or of an order that paid a charge already paid (two codes). One per
-- order; its number (out_refund_no) makes a retried refund the same refund at the gateway.
CREATE TABLE payment_refunds (
  refund_no   TEXT PRIMARY KEY NOT NULL,
  tenant_id   TEXT NOT NULL REFERENCES tenants (tenant_id),
  order_uuid  TEXT NOT NULL REFERENCES payment_orders (order_uuid),
  charge_sn   TEXT NOT NULL,
  biz_sn      TEXT NOT NULL,
  amount      TEXT NOT NULL,
  reason      TEXT NOT NULL,
  status      TEXT NOT NULL CHECK (status IN ('PROCESSING', 'SUCCESS', 'FAILED')),
  refund_id   TEXT,
  created_at  BIGINT NOT NULL,
  refunded_at BIGINT
);
CREATE UNIQUE INDEX payment_refunds_order ON payment_refunds (order_uuid);
CREATE INDEX payment_refunds_charge ON payment_refunds (charge_sn);
