DROP TABLE site_pages;
