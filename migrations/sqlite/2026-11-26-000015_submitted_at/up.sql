-- When the applicant last submitted an application (issue 15): the to-do list shows, filters
-- and sorts by it. A draft (waiting at its apply node) has none; applications submitted
-- before the column existed take their creation time.
ALTER TABLE applications ADD COLUMN submitted_at BIGINT;
UPDATE applications SET submitted_at = created_at WHERE current_node <> 'apply';
CREATE INDEX applications_submitted ON applications (tenant_id, submitted_at);
