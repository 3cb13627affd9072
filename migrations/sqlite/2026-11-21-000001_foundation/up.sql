-- Tenants, users and their sign-in state, sessions, captchas, the enterprises and registration
-- accounts a user is bound to, menus, business dictionaries and parameters.
CREATE TABLE tenants (
  tenant_id   TEXT PRIMARY KEY NOT NULL,
  tenant_name TEXT NOT NULL,
  domain      TEXT
);

CREATE TABLE users (
  id            TEXT PRIMARY KEY NOT NULL,
  tenant_id     TEXT NOT NULL REFERENCES tenants (tenant_id),
  account       TEXT NOT NULL,
  name          TEXT NOT NULL,
  password_hash TEXT NOT NULL,
  role_name     TEXT NOT NULL,
  landing_mode  TEXT NOT NULL,
  org_type      INTEGER NOT NULL,
  mobile        TEXT,
  is_certified  BOOLEAN NOT NULL DEFAULT TRUE,
  has_applied   BOOLEAN NOT NULL DEFAULT FALSE,
  failed_logins INTEGER NOT NULL DEFAULT 0,
  locked_until  BIGINT,
  UNIQUE (tenant_id, account)
);

CREATE TABLE sessions (
  id                  TEXT PRIMARY KEY NOT NULL,
  user_id             TEXT NOT NULL REFERENCES users (id),
  refresh_jti         TEXT NOT NULL,
  current_company_id  TEXT,
  current_holder_uuid TEXT,
  current_product_id  TEXT,
  created_at          BIGINT NOT NULL,
  expires_at          BIGINT NOT NULL,
  revoked             BOOLEAN NOT NULL DEFAULT FALSE
);
CREATE INDEX sessions_user ON sessions (user_id);

CREATE TABLE captchas (
  captcha_key TEXT PRIMARY KEY NOT NULL,
  code        TEXT NOT NULL,
  expires_at  BIGINT NOT NULL
);

CREATE TABLE companies (
  id         TEXT PRIMARY KEY NOT NULL,
  tenant_id  TEXT NOT NULL REFERENCES tenants (tenant_id),
  name       TEXT NOT NULL,
  short_name TEXT,
  code       TEXT
);

CREATE TABLE user_companies (
  user_id    TEXT NOT NULL REFERENCES users (id),
  company_id TEXT NOT NULL REFERENCES companies (id),
  PRIMARY KEY (user_id, company_id)
);

CREATE TABLE products (
  id           TEXT PRIMARY KEY NOT NULL,
  tenant_id    TEXT NOT NULL REFERENCES tenants (tenant_id),
  company_id   TEXT REFERENCES companies (id),
  product_code TEXT NOT NULL,
  name         TEXT NOT NULL
);

CREATE TABLE holder_accounts (
  uuid                   TEXT PRIMARY KEY NOT NULL,
  tenant_id              TEXT NOT NULL REFERENCES tenants (tenant_id),
  account_number         TEXT NOT NULL,
  holder_name            TEXT NOT NULL,
  organ_type             INTEGER NOT NULL,
  organ_type_id          TEXT,
  holder_account_status  INTEGER NOT NULL,
  investor_expire_status INTEGER NOT NULL DEFAULT 0,
  company_id             TEXT REFERENCES companies (id),
  product_id             TEXT REFERENCES products (id),
  UNIQUE (tenant_id, account_number)
);

CREATE TABLE user_holder_accounts (
  user_id     TEXT NOT NULL REFERENCES users (id),
  holder_uuid TEXT NOT NULL REFERENCES holder_accounts (uuid),
  PRIMARY KEY (user_id, holder_uuid)
);

CREATE TABLE menus (
  id        TEXT PRIMARY KEY NOT NULL,
  parent_id TEXT,
  code      TEXT NOT NULL UNIQUE,
  name      TEXT NOT NULL,
  alias     TEXT NOT NULL,
  path      TEXT NOT NULL,
  source    TEXT NOT NULL,
  sort      INTEGER NOT NULL,
  category  INTEGER NOT NULL,
  is_open   INTEGER NOT NULL DEFAULT 1
);

CREATE TABLE role_menus (
  role_name TEXT NOT NULL,
  menu_id   TEXT NOT NULL REFERENCES menus (id),
  PRIMARY KEY (role_name, menu_id)
);

CREATE TABLE dict_biz (
  id         TEXT PRIMARY KEY NOT NULL,
  tenant_id  TEXT NOT NULL REFERENCES tenants (tenant_id),
  code       TEXT NOT NULL,
  dict_key   TEXT NOT NULL,
  dict_value TEXT NOT NULL,
  sort       INTEGER NOT NULL,
  UNIQUE (tenant_id, code, dict_key)
);

CREATE TABLE param_biz (
  id          TEXT PRIMARY KEY NOT NULL,
  tenant_id   TEXT NOT NULL REFERENCES tenants (tenant_id),
  param_key   TEXT NOT NULL,
  param_value TEXT NOT NULL,
  param_name  TEXT NOT NULL,
  UNIQUE (tenant_id, param_key)
);

-- Which named sets of demo data have been loaded, so that loading is idempotent.
CREATE TABLE demo_seeds (
  name TEXT PRIMARY KEY NOT NULL
);
