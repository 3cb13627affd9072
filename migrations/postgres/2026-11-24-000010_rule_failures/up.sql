-- Rules of published flows that failed when they ran (ran out of their budget, raised an
-- error): the user got a refusal naming the rule, the analyst sees it in the studio.
CREATE TABLE rule_failures (
  id          TEXT PRIMARY KEY NOT NULL,
  tenant_id   TEXT NOT NULL,
  app_id      TEXT NOT NULL,
  node_id     TEXT NOT NULL,
  script      TEXT NOT NULL,
  line        INTEGER,
  kind        TEXT NOT NULL,
  message     TEXT NOT NULL,
  user_id     TEXT NOT NULL,
  occurred_at BIGINT NOT NULL
);
CREATE INDEX rule_failures_recent ON rule_failures (tenant_id, occurred_at);
