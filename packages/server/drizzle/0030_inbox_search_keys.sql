-- Issue 17: the inbox's search reads one officer's tab, not the officer's whole list. The keys of a work item are
-- the trigrams (pg_trgm) of its identifier and its applicant's name, each hashed with the officer and the tab
-- (inbox_search_seed), in one GIN index. A search asks for the keys of the trigrams that any text containing it
-- holds (inbox_pattern_keys), and the ILIKE beside it keeps only true matches. Before, the officer stood beside the
-- state's trigrams (btree_gin, 0025): GIN read the officer's 310,000 entries of "bul", "app"… of the whole list for
-- "Bulk Applicant 4242" (35-71 ms through HTTP at a million applications).
-- hashtextextended is the hash PostgreSQL's hash partitions route text by, which pg_upgrade relies on staying the
-- same across versions: a key kept in the index is the key a later query computes. Each trigram is hashed with the
-- officer and tab's seed. The key functions find show_trgm wherever pg_trgm is (SET
-- search_path FROM CURRENT), also when a restore builds the index with an empty search path; PL/pgSQL keeps its
-- plan across calls where a SQL function with SET would plan again for every row (90 µs a row against 24).
CREATE FUNCTION inbox_search_seed(officer_id integer, tab text) RETURNS bigint
  LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT hashtextextended(officer_id || ':' || tab, 0)
$$;
--> statement-breakpoint
CREATE FUNCTION inbox_search_keys(officer_id integer, tab text, identifier text, applicant_name text) RETURNS bigint[]
  LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE SET search_path FROM CURRENT AS $$
BEGIN
  RETURN ARRAY(
    SELECT DISTINCT hashtextextended(trigram, inbox_search_seed(officer_id, tab))
    FROM unnest(show_trgm(identifier) || show_trgm(applicant_name)) AS trigram
  );
END
$$;
--> statement-breakpoint
-- show_trgm pads each word with spaces, but a search may start or end inside a word: "akshm" is in "lakshmi",
-- whose trigrams hold "aks" and "ksh" but neither "  a" nor "hm ". The trigrams every text containing the search
-- holds are those the search keeps whatever letters surround it: the ones it shares with itself between two x and
-- between two y. Only its first and last padded trigrams can change, and one could equal a trigram of the search
-- between two x only if the search began or ended with x, which it cannot do for both x and y. A space or sign
-- inside the search ends a word in the text too, so the padding there is kept.
CREATE FUNCTION inbox_pattern_keys(officer_id integer, tab text, search text) RETURNS bigint[]
  LANGUAGE sql IMMUTABLE PARALLEL SAFE SET search_path FROM CURRENT AS $$
  SELECT ARRAY(
    SELECT hashtextextended(trigram, inbox_search_seed(officer_id, tab))
    FROM (
      SELECT unnest(show_trgm(search))
      INTERSECT SELECT unnest(show_trgm('x' || search || 'x'))
      INTERSECT SELECT unnest(show_trgm('y' || search || 'y'))
    ) AS contained(trigram)
  )
$$;
--> statement-breakpoint
-- A search for "Bulk Applicant 4242" among 310,000 files all named "Bulk Applicant …" holds trigrams every one of
-- them has: each such key's list is the whole tab, read to the end whatever the other keys find. The keys a search
-- asks for are the rarest, by the index's own statistics (ANALYZE; most_common_elems lists the frequent keys): those
-- at most twice as frequent as the rarest, a key the statistics do not list counting as rare. The ILIKE beside
-- them finds the true matches among the few items they leave. Without statistics every key is asked for.
CREATE FUNCTION inbox_selective_keys(keys bigint[]) RETURNS bigint[]
  LANGUAGE sql STABLE PARALLEL SAFE AS $$
  WITH frequent AS (
    SELECT frequent.key, frequent.frequency
    FROM pg_stats, unnest(most_common_elems::text::bigint[], most_common_elem_freqs) AS frequent(key, frequency)
    WHERE schemaname = current_schema() AND tablename = 'work_items_search_keys_idx'
  ), frequencies AS (
    SELECT key, coalesce(frequent.frequency, 0) AS frequency FROM unnest(keys) AS asked(key) LEFT JOIN frequent USING (key)
  )
  SELECT coalesce(array_agg(key), '{}') FROM frequencies WHERE frequency <= 2 * (SELECT min(frequency) FROM frequencies)
$$;
--> statement-breakpoint
-- The new index first: building it lets the inboxes be read meanwhile (a share lock), where dropping an index
-- locks its table to readers too until the migration commits.
CREATE INDEX "work_items_search_keys_idx" ON "work_items" USING gin (inbox_search_keys("officer_id", "tab", "application_identifier", "applicant_name"));--> statement-breakpoint
DROP INDEX "work_items_officer_identifier_trgm_idx";--> statement-breakpoint
DROP INDEX "work_items_officer_applicant_name_trgm_idx";
