DROP TABLE pledgee_infos;
