DROP INDEX "snippets_title_idx";--> statement-breakpoint
CREATE INDEX "snippets_title_idx" ON "snippets" USING btree ("title" collate "und-x-icu","id");