-- The IPO knowledge base (/ipoKnowledgeBase): articles and answered questions about going
-- public that the tenant's staff write and every signed-in user searches and reads.
CREATE TABLE knowledge_articles (
  id          TEXT PRIMARY KEY,
  tenant_id   TEXT NOT NULL,
  category    TEXT NOT NULL,
  title       TEXT NOT NULL,
  content     TEXT NOT NULL,
  created_at  BIGINT NOT NULL,
  updated_at  BIGINT NOT NULL,
  updated_by  TEXT NOT NULL
);
CREATE INDEX knowledge_articles_tenant_updated ON knowledge_articles (tenant_id, updated_at, id);
