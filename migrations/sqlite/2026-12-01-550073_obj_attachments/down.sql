DROP TABLE obj_attachments;
