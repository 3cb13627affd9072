INSERT INTO param_biz (id, tenant_id, param_key, param_value, param_name)
  SELECT tenant_id || '-showcase.province', tenant_id, 'showcase.province', province_code, '企业展示省份'
  FROM tenants WHERE province_code IS NOT NULL;
ALTER TABLE tenants DROP COLUMN expire_at;
ALTER TABLE tenants DROP COLUMN city_code;
ALTER TABLE tenants DROP COLUMN province_code;
ALTER TABLE tenants DROP COLUMN locked_shell;
ALTER TABLE tenants DROP COLUMN theme;
