-- Issues 54 §5 and 57 §3: the keys of a work item (0030) called inbox_search_seed once per trigram, a SQL function
-- PL/pgSQL could not inline: 0.18 ms a row, most of each transition's rewrite of its file's work items and of the
-- read model's rebuild. The seed is now computed once per item, 0.04 ms a row. The keys are the same set (the
-- index's entries stay valid: GIN keeps a set, so their order in the array does not matter) and the function keeps
-- its name and arguments, the expression the index and the inbox's query are written with.
CREATE OR REPLACE FUNCTION inbox_search_keys(officer_id integer, tab text, identifier text, applicant_name text) RETURNS bigint[]
  LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE SET search_path FROM CURRENT AS $$
DECLARE
  seed bigint := inbox_search_seed(officer_id, tab);
BEGIN
  RETURN ARRAY(
    SELECT DISTINCT hashtextextended(trigram, seed)
    FROM unnest(show_trgm(identifier) || show_trgm(applicant_name)) AS trigram
  );
END
$$;
