DROP TABLE risk_assessments;
ALTER TABLE freezes DROP COLUMN declaration;
ALTER TABLE pledges DROP COLUMN declaration;
