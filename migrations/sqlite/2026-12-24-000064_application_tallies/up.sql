-- Issue 23: how many businesses a tenant has, by business and status, without counting a
-- million rows. Each change of an application's tenant, business or status adds a row of
-- +1 and -1 here (triggers, so no write path can forget it); a count adds up the rows of its
-- tenant. The server folds each group's rows into one every few seconds (`tallies::fold`).
-- PostgreSQL inserts the same rows, there so that concurrent writers never queue on a counter.
CREATE TABLE application_tallies (
  id INTEGER PRIMARY KEY,
  tenant_id TEXT NOT NULL,
  app_id TEXT NOT NULL,
  status TEXT NOT NULL,
  delta BIGINT NOT NULL
);
INSERT INTO application_tallies (tenant_id, app_id, status, delta)
SELECT tenant_id, app_id, status, count(*) FROM applications GROUP BY tenant_id, app_id, status;
CREATE INDEX application_tallies_groups ON application_tallies (tenant_id, app_id, status, delta);

CREATE TRIGGER application_tallies_insert AFTER INSERT ON applications BEGIN
  INSERT INTO application_tallies (tenant_id, app_id, status, delta)
  VALUES (new.tenant_id, new.app_id, new.status, 1);
END;
CREATE TRIGGER application_tallies_delete AFTER DELETE ON applications BEGIN
  INSERT INTO application_tallies (tenant_id, app_id, status, delta)
  VALUES (old.tenant_id, old.app_id, old.status, -1);
END;
CREATE TRIGGER application_tallies_update AFTER UPDATE OF tenant_id, app_id, status ON applications
WHEN old.tenant_id IS NOT new.tenant_id OR old.app_id IS NOT new.app_id OR old.status IS NOT new.status
BEGIN
  INSERT INTO application_tallies (tenant_id, app_id, status, delta)
  VALUES (old.tenant_id, old.app_id, old.status, -1), (new.tenant_id, new.app_id, new.status, 1);
END;
