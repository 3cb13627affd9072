-- Issue 23: a completion's chain entry in one statement on PostgreSQL. The head's upsert moves
-- the hash it replaces into prev_hash (an UPDATE's SET reads the row as it was), so the entry is
-- linked to the hash the upsert found under its lock without a second statement.
ALTER TABLE chain_heads ADD COLUMN prev_hash TEXT;
