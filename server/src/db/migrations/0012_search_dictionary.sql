-- The words compare byte by byte (COLLATE "C"), so "starts with" is a range of the primary key.
CREATE TABLE "search_words" (
	"word" text COLLATE "C" PRIMARY KEY NOT NULL
);
--> statement-breakpoint
DROP INDEX "snippets_title_trgm_idx";--> statement-breakpoint
CREATE INDEX "search_words_trgm_idx" ON "search_words" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
-- Hand-written from here (decision 036). The dictionary is kept by the snippets themselves: each insert, and each
-- edit of a title, tags or description, adds the words of search_head it does not hold yet.
-- The words the dictionary keeps: 3 to 60 characters of letters, digits, _ # +. Compounds ('trigger-handler'),
-- paths and URLs are left out: their parts are words of their own.
CREATE FUNCTION search_dictionary_word(word text) RETURNS boolean
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT length(word) BETWEEN 3 AND 60 AND word ~ '^[[:alnum:]_#+]+$'
$$;
--> statement-breakpoint
CREATE FUNCTION search_words_add() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_words (word)
  SELECT lexeme FROM unnest(NEW.search_head) WHERE search_dictionary_word(lexeme)
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER snippets_search_words AFTER INSERT OR UPDATE OF title, tags, description ON snippets
FOR EACH ROW EXECUTE FUNCTION search_words_add();
--> statement-breakpoint
-- ts_stat gathers the distinct lexemes in one pass (a million snippets: 5.9 s, where unnest and DISTINCT took 27 s).
INSERT INTO search_words (word)
SELECT word FROM ts_stat('SELECT search_head FROM snippets') WHERE search_dictionary_word(word)
ON CONFLICT DO NOTHING;
--> statement-breakpoint
-- The two tsquery texts of a search's second try (decision 036), when its words match too few titles, tags and
-- descriptions: {corrected, relaxed, rarest}.
-- - corrected: every word (the last one as a prefix, as the visitor may still be typing it) OR, when the dictionary
--   does not know it (the last one: no word starts with it), up to three dictionary words similar to it by trigrams
--   (pg_trgm's similarity threshold, at most two letters longer or shorter, the most similar first); null when no
--   word has a correction.
-- - relaxed: with several words, all of them but any one (a word in no snippet with the others no longer empties
--   the search), each with its corrections; null for one word.
-- - rarest: with several words, the rarest one by the planner's statistics of search_head, unless it is a typo (it
--   has corrections): a relaxed match that keeps it ranks with the exact matches in code ('email footer': a footer
--   before snippets that only mention an email).
-- Words shorter than four letters are kept as they are (a three-letter word is similar to too many). `words` come from the server's search parser: letters,
-- digits, _ # + -.
CREATE FUNCTION search_fallback_queries(words text[]) RETURNS text[]
LANGUAGE sql STABLE PARALLEL SAFE AS $$
  WITH per_word AS (
    SELECT w.n, bool_or(NOT a.own) AS corrected, '(' || string_agg(
        quote_literal(a.word) || CASE WHEN a.own AND w.n = cardinality(words) THEN ':*' ELSE '' END, ' | ')
      || ')' AS alternatives
    FROM unnest(words) WITH ORDINALITY AS w(word, n)
    CROSS JOIN LATERAL (
      SELECT w.word, true
      UNION ALL
      (SELECT d.word, false FROM search_words d
        WHERE length(w.word) >= 4 AND d.word % w.word AND d.word <> w.word
          AND abs(length(d.word) - length(w.word)) <= 2
          AND NOT EXISTS (
            SELECT 1 FROM search_words k
            WHERE k.word >= w.word
              AND k.word <= CASE WHEN w.n = cardinality(words) THEN w.word || chr(1114111) ELSE w.word END)
        ORDER BY similarity(d.word, w.word) DESC, d.word
        LIMIT 3)
    ) a(word, own)
    GROUP BY w.n
  )
  -- How common each word is in titles, tags and descriptions, from the planner's statistics (0: not among the most
  -- common elements, a rare word).
  , frequency AS (
    SELECT w.n, coalesce(st.most_common_elem_freqs[array_position(st.most_common_elems::text::text[], w.word)], 0) AS f
    FROM unnest(words) WITH ORDINALITY AS w(word, n)
    LEFT JOIN pg_stats st
      ON st.schemaname = current_schema() AND st.tablename = 'snippets' AND st.attname = 'search_head'
  )
  SELECT ARRAY[
    CASE WHEN bool_or(corrected) THEN string_agg(alternatives, ' & ' ORDER BY n) END,
    CASE WHEN count(*) > 1 THEN (
      SELECT string_agg('(' || (
          SELECT string_agg(kept.alternatives, ' & ' ORDER BY kept.n) FROM per_word kept WHERE kept.n <> left_out.n
        ) || ')', ' | ' ORDER BY left_out.n)
      FROM per_word left_out) END,
    CASE WHEN count(*) > 1 THEN (
      SELECT CASE WHEN NOT p.corrected THEN p.alternatives END
      FROM per_word p JOIN frequency f ON f.n = p.n ORDER BY f.f, p.n DESC LIMIT 1) END]
  FROM per_word
$$;
--> statement-breakpoint
-- How many rows the planner expects a query to return, without running it (EXPLAIN): a search's "about N results"
-- when there are too many to count (decision 036). Called by the server with literals it escaped itself.
CREATE FUNCTION estimated_rows(query text) RETURNS bigint
LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  plan json;
BEGIN
  EXECUTE 'EXPLAIN (FORMAT JSON) ' || query INTO plan;
  RETURN round((plan -> 0 -> 'Plan' ->> 'Plan Rows')::numeric);
END
$$;
--> statement-breakpoint
-- The first `max_rows` snippets whose search_head or search_code (`document`) matches `query` and `conditions` (the
-- list's facets, SQL the server wrote with escaped literals), as the GIN index gives them: a bounded read whatever
-- the table's size (decision 036). Planned for its own values, without sequential scans: with a LIMIT and no order,
-- a text the planner thinks common ('email & footer', each word common, never together) was read by a scan of the
-- whole table (a million snippets: 1.6 s for no row), where the index finds nothing at once.
CREATE FUNCTION search_matches(document text, query tsquery, max_rows int, conditions text) RETURNS SETOF snippets
LANGUAGE plpgsql STABLE SET enable_seqscan = off AS $$
BEGIN
  IF document NOT IN ('search_head', 'search_code') THEN
    RAISE EXCEPTION 'search_matches: unknown document %', document;
  END IF;
  RETURN QUERY EXECUTE format('SELECT * FROM snippets s WHERE s.%I @@ $1 AND (%s) LIMIT $2', document, conditions)
    USING query, max_rows;
END
$$;
