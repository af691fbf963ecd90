-- Hand-written: the single-document function of migration 0001 has no user left. ANALYZE gives the planner the
-- statistics of the new vectors at once (how common a word is decides between the GIN indexes and a walk of the
-- popularity index), rather than after autovacuum gets to the rewritten table.
DROP FUNCTION IF EXISTS snippet_search_document(text, text[], text, text);
--> statement-breakpoint
ANALYZE snippets;
