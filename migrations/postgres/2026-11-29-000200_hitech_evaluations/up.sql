-- The specialised-new self-evaluations (02 §3 evaluation fields, §4, §7 companyHitech/*,
-- issue 17): every evaluation an enterprise takes (/evaluationPro2, /evaluationFast2) or files
-- with its board application (550200), scored by the flow's rule `hitech_score`. `company_id`
-- is the register's enterprise when the name or certificate names one; `form_data` the
-- answers as JSON text (getLastEvaluationForm).
CREATE TABLE hitech_evaluations (
  id                   TEXT PRIMARY KEY,
  tenant_id            TEXT NOT NULL REFERENCES tenants (tenant_id),
  user_id              TEXT NOT NULL,
  company_id           TEXT REFERENCES companies (id),
  company_name         TEXT NOT NULL,
  id_type              TEXT,
  id_number            TEXT,
  kind                 TEXT NOT NULL,
  score                INTEGER NOT NULL,
  result_value         TEXT NOT NULL,
  if_accord_srdi       INTEGER NOT NULL,
  if_accord_innovative INTEGER NOT NULL,
  form_data            TEXT NOT NULL,
  created_at           BIGINT NOT NULL
);
CREATE INDEX hitech_evaluations_company ON hitech_evaluations (tenant_id, company_name, created_at);
