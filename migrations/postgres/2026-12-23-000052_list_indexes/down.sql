CREATE INDEX positions_product ON positions (product_id);
DROP INDEX positions_register;
CREATE INDEX tasks_open ON tasks (open, node);
DROP INDEX tasks_open_only;
