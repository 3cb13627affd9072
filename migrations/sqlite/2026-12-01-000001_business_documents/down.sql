DROP TABLE business_documents;
