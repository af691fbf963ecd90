ALTER TABLE "snippets" ADD COLUMN "search_head" "tsvector" GENERATED ALWAYS AS (snippet_head_document(title, tags, description)) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "snippets" ADD COLUMN "search_code" "tsvector" GENERATED ALWAYS AS (snippet_code_document(code)) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "snippets_search_head_idx" ON "snippets" USING gin ("search_head");--> statement-breakpoint
CREATE INDEX "snippets_search_code_idx" ON "snippets" USING gin ("search_code");