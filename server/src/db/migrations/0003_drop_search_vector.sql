DROP INDEX "snippets_search_idx";--> statement-breakpoint
ALTER TABLE "snippets" DROP COLUMN "search_vector";