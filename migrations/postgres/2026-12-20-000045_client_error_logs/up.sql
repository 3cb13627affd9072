-- The browser's error log (01 §2 "Error log viewer", §8 "script errors"): what a signed-in
-- user's browser recorded (script errors, failed requests) and chose to send, kept for the
-- tenant's administrator to read. The entry's own time is the browser's; received_at is ours.
CREATE TABLE client_error_logs (
  id           TEXT PRIMARY KEY,
  tenant_id    TEXT NOT NULL,
  user_id      TEXT NOT NULL,
  account      TEXT NOT NULL,
  kind         TEXT NOT NULL,
  url          TEXT NOT NULL,
  message      TEXT NOT NULL,
  stack        TEXT NOT NULL,
  happened_at  TEXT NOT NULL,
  received_at  BIGINT NOT NULL
);
CREATE INDEX client_error_logs_tenant_received ON client_error_logs (tenant_id, received_at, id);
