DROP TABLE business_records;
DROP TABLE charges;
ALTER TABLE freezes DROP COLUMN released;
ALTER TABLE pledges DROP COLUMN released;
ALTER TABLE users DROP COLUMN is_product_certified;
DROP TABLE member_companies;
ALTER TABLE members DROP COLUMN member_code;
ALTER TABLE members DROP COLUMN owner_user_id;
DROP TABLE company_services;
