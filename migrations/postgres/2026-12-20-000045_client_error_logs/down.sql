DROP TABLE client_error_logs;
