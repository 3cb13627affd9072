ALTER TABLE chain_heads DROP COLUMN prev_hash;
