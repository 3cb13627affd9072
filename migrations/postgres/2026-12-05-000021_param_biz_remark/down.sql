ALTER TABLE param_biz DROP COLUMN remark;
