DROP TABLE knowledge_articles;
