-- Hand-written: the two documents that replace the single search_vector (migration 0001). Searching 100,000 snippets
-- ranked every match by a vector that held the whole code, so a common word read and ranked a third of the table.
-- Now a compact "head" (title A, tags B, description C) is what ranking reads, and the code (D) has its own vector,
-- used only to find matches. Same 'simple' configuration and dot rule as before, so `Database.insert` is still the
-- phrase database <-> insert on both sides (snippets.search.ts).
CREATE OR REPLACE FUNCTION snippet_head_document(title text, tags text[], description text)
RETURNS tsvector
LANGUAGE sql IMMUTABLE PARALLEL SAFE
AS $$
  SELECT setweight(to_tsvector('simple'::regconfig, translate(title, '.', ' ')), 'A')
      || setweight(to_tsvector('simple'::regconfig, translate(array_to_string(tags, ' '), '.', ' ')), 'B')
      || setweight(to_tsvector('simple'::regconfig, translate(description, '.', ' ')), 'C')
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION snippet_code_document(code text)
RETURNS tsvector
LANGUAGE sql IMMUTABLE PARALLEL SAFE
AS $$
  SELECT setweight(to_tsvector('simple'::regconfig, translate(left(code, 60000), '.', ' ')), 'D')
$$;
