-- A tenant's settings (issue 20): what the spec's special tenants did by their ids is data of
-- the tenant, set by the platform administrator. `theme`: the theme forced on the tenant's own
-- domain (518100: theme-bule); `locked_shell`: on its own domain logout and switching are hidden
-- (518100); `province_code`: the province of the showcase's area filter (formerly the parameter
-- showcase.province); `city_code`: when set, the only city that filter shows (116000: 大连市);
-- `expire_at`: when the tenant's authorisation ends (seconds), after which nobody signs in.
ALTER TABLE tenants ADD COLUMN theme TEXT;
ALTER TABLE tenants ADD COLUMN locked_shell BOOLEAN NOT NULL DEFAULT FALSE;
ALTER TABLE tenants ADD COLUMN province_code TEXT;
ALTER TABLE tenants ADD COLUMN city_code TEXT;
ALTER TABLE tenants ADD COLUMN expire_at BIGINT;
UPDATE tenants SET province_code = (
  SELECT param_value FROM param_biz
  WHERE param_biz.tenant_id = tenants.tenant_id AND param_biz.param_key = 'showcase.province'
);
UPDATE tenants SET province_code = '210000', city_code = '210200' WHERE tenant_id = '116000';
DELETE FROM param_biz WHERE param_key = 'showcase.province';
