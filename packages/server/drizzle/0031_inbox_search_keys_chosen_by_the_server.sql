-- Issue 17: the server chooses a search's rarest keys itself (search-key-selection.ts), from the index's statistics
-- it reads once every ten minutes (search-key-frequencies.ts). inbox_selective_keys read pg_stats on every search:
-- at a million applications the first statement of a search took 1.9-2.1 ms with it, 0.4 ms without.
DROP FUNCTION inbox_selective_keys(bigint[]);
