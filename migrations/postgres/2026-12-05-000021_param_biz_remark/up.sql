-- A business parameter's remark (备注), shown and edited on the administrator's 参数管理 page (issue 20).
ALTER TABLE param_biz ADD COLUMN remark TEXT NOT NULL DEFAULT '';
