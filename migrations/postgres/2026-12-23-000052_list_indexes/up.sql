-- Issue 23: the lists of a tenant of a million applications and a hundred thousand accounts.
-- The open to-dos, a few in a hundred of all tasks: a partial index the to-do list starts
-- from (its queries say `WHERE tasks.open`, which the index's condition matches).
CREATE INDEX tasks_open_only ON tasks (application_id, task_no) WHERE open;
DROP INDEX tasks_open;
-- The shareholder register in its order (biggest holding first, then account), covering what
-- its count and sums read: a page, the count and the sums read the index alone.
CREATE INDEX positions_register ON positions (product_id, volume DESC, account_uuid, pledged, frozen);
DROP INDEX positions_product;
-- The planners' statistics for the new indexes, so that a database upgraded in place starts
-- from them at once.
ANALYZE tasks;
ANALYZE positions;
