DROP TABLE sms_outbox;
DROP TABLE sms_codes;
