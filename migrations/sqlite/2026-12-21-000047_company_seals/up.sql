-- An enterprise's electronic seals (电子印章, 01 §2 /sealAdmin) for the e-contract service:
-- each registered with the provider from its image (an uploaded attachment) under the
-- enterprise's organisation signer; status 1 enabled, 0 disabled (a disabled seal stamps
-- nothing). One seal of a name per enterprise.
CREATE TABLE company_seals (
  id               TEXT PRIMARY KEY,
  tenant_id        TEXT NOT NULL,
  company_id       TEXT NOT NULL REFERENCES companies (id),
  seal_name        TEXT NOT NULL,
  seal_type        TEXT NOT NULL,
  attach_id        TEXT NOT NULL REFERENCES attachments (attach_id),
  signer_id        TEXT NOT NULL,
  provider_seal_id TEXT NOT NULL,
  status           INTEGER NOT NULL DEFAULT 1,
  created_by       TEXT NOT NULL,
  created_at       BIGINT NOT NULL,
  updated_at       BIGINT NOT NULL
);
CREATE UNIQUE INDEX company_seals_name ON company_seals (company_id, seal_name);
CREATE INDEX company_seals_tenant ON company_seals (tenant_id, company_id);
