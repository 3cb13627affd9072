-- The documents of a completed business (02 §3 "Voucher list", §7 application/detail ext5,
-- §9 the twelve voucher types; issue 19 item 3): one PDF per document code, stored as an
-- attachment and listed per application. Produced after the completing transaction commits,
-- and again when one is found missing; (application, code) keeps it once.
CREATE TABLE business_documents (
  application_id  TEXT NOT NULL REFERENCES applications (id),
  code            TEXT NOT NULL,
  tenant_id       TEXT NOT NULL REFERENCES tenants (tenant_id),
  name            TEXT NOT NULL,
  sort_no         INTEGER NOT NULL,
  attach_id       TEXT NOT NULL REFERENCES attachments (attach_id),
  pages           INTEGER NOT NULL CHECK (pages > 0),
  created_at      BIGINT NOT NULL,
  PRIMARY KEY (application_id, code)
);
CREATE UNIQUE INDEX business_documents_attach ON business_documents (attach_id);
