-- Decision 043: a search finds words in every file of a snippet, not only the first. The code of the
-- files after the first, one after the other (immutable: a generated column may use it).
CREATE FUNCTION snippet_files_code(files jsonb) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT coalesce(string_agg(file->>'code', E'\n'), '') FROM jsonb_array_elements(files) AS file
$$;--> statement-breakpoint
ALTER TABLE "snippets" drop column "search_code";--> statement-breakpoint
ALTER TABLE "snippets" ADD COLUMN "search_code" "tsvector" GENERATED ALWAYS AS (snippet_code_document(code) || snippet_code_document(snippet_files_code(extra_files))) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "snippets_search_code_idx" ON "snippets" USING gin ("search_code");
