CREATE TABLE "tag_counts" (
	"tag" text PRIMARY KEY NOT NULL,
	"total" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE INDEX "tag_counts_popular_idx" ON "tag_counts" USING btree ("total" DESC NULLS LAST,"tag");
--> statement-breakpoint
-- Counts the tags of the snippets already stored; from here on each snippet write moves them (decision 022).
INSERT INTO "tag_counts" ("tag", "total") SELECT "tag", count(*) FROM "snippets", unnest("tags") AS "tag" GROUP BY "tag";
