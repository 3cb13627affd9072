-- The audit log of the administration (issue 20): every change an administrator makes to the
-- platform's settings (a dictionary entry, ...) is recorded in the transaction of the change:
-- who (the user, with the account and name at the time), when (seconds), what (the entity,
-- e.g. dict-biz, and its id), how (create, update, remove) and the record before and after
-- (JSON text; none before a creation, none after a removal). `seq` orders a tenant's entries
-- as they were written (several may fall in one second).
CREATE TABLE audit_log (
  id            TEXT PRIMARY KEY NOT NULL,
  tenant_id     TEXT NOT NULL REFERENCES tenants (tenant_id),
  seq           BIGINT NOT NULL,
  actor_id      TEXT NOT NULL REFERENCES users (id),
  actor_account TEXT NOT NULL,
  actor_name    TEXT NOT NULL,
  at            BIGINT NOT NULL,
  entity        TEXT NOT NULL,
  entity_id     TEXT NOT NULL,
  action        TEXT NOT NULL CHECK (action IN ('create', 'update', 'remove')),
  "before"      TEXT,
  "after"       TEXT
);
CREATE INDEX audit_log_tenant_seq ON audit_log (tenant_id, seq);
