-- Verification codes sent by SMS (issue 21 item 2). Only a keyed digest of a code is kept, with
-- what it is for, when it expires, its wrong tries and the address that asked for it, which
-- the send limits count; a code is spent once.
CREATE TABLE sms_codes (
  id         TEXT PRIMARY KEY,
  tenant_id  TEXT NOT NULL,
  phone      TEXT NOT NULL,
  purpose    TEXT NOT NULL,
  digest     TEXT NOT NULL,
  client_ip  TEXT NOT NULL,
  sent_at    BIGINT NOT NULL,
  expires_at BIGINT NOT NULL,
  attempts   INTEGER NOT NULL DEFAULT 0,
  spent_at   BIGINT
);
CREATE INDEX sms_codes_phone ON sms_codes (tenant_id, phone, purpose, sent_at);
CREATE INDEX sms_codes_client ON sms_codes (client_ip, sent_at);

-- The messages the shipped SMS sender delivered: what the phones would have received. The
-- administrator reads them on a page; a real provider's sender keeps none.
CREATE TABLE sms_outbox (
  id        TEXT PRIMARY KEY,
  tenant_id TEXT NOT NULL,
  phone     TEXT NOT NULL,
  template  TEXT NOT NULL,
  content   TEXT NOT NULL,
  sent_at   BIGINT NOT NULL
);
CREATE INDEX sms_outbox_sent ON sms_outbox (tenant_id, sent_at);
