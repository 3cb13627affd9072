-- A user the administrator has disabled (issue 20, /system/user) signs in no more and loses the
-- sessions it had: 1 启用, 0 禁用. Users are disabled, never deleted: their applications, steps
-- and audit entries keep naming them.
ALTER TABLE users ADD COLUMN status INTEGER NOT NULL DEFAULT 1;
