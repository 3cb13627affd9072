-- Issue 23: how many businesses a tenant has, by business and status, without counting a
-- million rows. Each change of an application's tenant, business or status adds a row of
-- +1 and -1 here (a trigger, so no write path can forget it); a count adds up the rows of its
-- tenant. The rows are only ever inserted, so completing businesses never queue on a counter
-- row and cannot deadlock over two; the server folds each group's rows into one every few
-- seconds (`tallies::fold`), which keeps the sums short.
CREATE TABLE application_tallies (
  id BIGSERIAL PRIMARY KEY,
  tenant_id TEXT NOT NULL,
  app_id TEXT NOT NULL,
  status TEXT NOT NULL,
  delta BIGINT NOT NULL
);
INSERT INTO application_tallies (tenant_id, app_id, status, delta)
SELECT tenant_id, app_id, status, count(*) FROM applications GROUP BY tenant_id, app_id, status;
CREATE INDEX application_tallies_groups ON application_tallies (tenant_id, app_id, status, delta);

CREATE FUNCTION application_tallies_follow() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    INSERT INTO application_tallies (tenant_id, app_id, status, delta)
    VALUES (OLD.tenant_id, OLD.app_id, OLD.status, -1);
  END IF;
  IF TG_OP <> 'DELETE' THEN
    INSERT INTO application_tallies (tenant_id, app_id, status, delta)
    VALUES (NEW.tenant_id, NEW.app_id, NEW.status, 1);
  END IF;
  RETURN NULL;
END $$;
CREATE TRIGGER application_tallies_insert_delete AFTER INSERT OR DELETE ON applications
FOR EACH ROW EXECUTE FUNCTION application_tallies_follow();
CREATE TRIGGER application_tallies_update AFTER UPDATE OF tenant_id, app_id, status ON applications
FOR EACH ROW WHEN (OLD.tenant_id IS DISTINCT FROM NEW.tenant_id OR OLD.app_id IS DISTINCT FROM NEW.app_id
  OR OLD.status IS DISTINCT FROM NEW.status)
EXECUTE FUNCTION application_tallies_follow();
