-- Hand-written (decision 079). A dotted identifier is a phrase (`Trigger.new`: 'trigger' <-> 'new':*), and GIN
-- reads a phrase as the AND of its words, then rechecks the positions in every row holding both: at a million
-- snippets 6,754 heads hold `trigger` and `new`, none side by side. The adjacent word pairs of search_head, as
-- lexemes of their own ('trigger new': a space, which no lexeme of to_tsvector holds), make the pair one index
-- entry. They are computed from search_head's own positions (title, tags and description one after the other, as
-- the phrase operator sees them), so every row a phrase matches holds its pairs; the statement still checks the
-- phrase on the rows the pairs give. A pair is cut to 500 characters (a lexeme holds at most 2,047 bytes); a
-- search's words have 60 at most.
CREATE FUNCTION search_head_pairs(head tsvector) RETURNS tsvector
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT coalesce(array_to_tsvector(array_agg(DISTINCT left(a.lexeme || ' ' || b.lexeme, 500))), ''::tsvector)
  FROM (SELECT lexeme, unnest(positions) AS n FROM unnest(head)) a
  JOIN (SELECT lexeme, unnest(positions) AS n FROM unnest(head)) b ON b.n = a.n + 1
$$;
--> statement-breakpoint
-- The first `max_rows` snippets whose head pairs match `pairs` and whose search_head matches `phrase`, as the pairs'
-- GIN index gives them (in the table's order, as search_matches gives a read of search_head): the same rows, with
-- only the rows holding the pairs rechecked. `phrase` is matched through ts_match_vq, which no index serves, so the
-- planner cannot AND the read with search_head's posting lists.
CREATE FUNCTION search_phrase_matches(pairs tsquery, phrase tsquery, max_rows int, conditions text)
RETURNS SETOF snippets
LANGUAGE plpgsql STABLE SET enable_seqscan = off AS $$
BEGIN
  RETURN QUERY EXECUTE format(
    'SELECT * FROM snippets s WHERE search_head_pairs(s.search_head) @@ $1 AND ts_match_vq(s.search_head, $2)'
    ' AND (%s) LIMIT $3', conditions)
    USING pairs, phrase, max_rows;
END
$$;
--> statement-breakpoint
CREATE INDEX "snippets_search_pairs_idx" ON "snippets" USING gin (search_head_pairs("search_head"));
