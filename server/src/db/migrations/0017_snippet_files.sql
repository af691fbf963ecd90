ALTER TABLE "snippet_revisions" ADD COLUMN "file_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "snippet_revisions" ADD COLUMN "extra_files" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "snippets" ADD COLUMN "file_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "snippets" ADD COLUMN "extra_files" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "snippets" ADD COLUMN "file_count" smallint GENERATED ALWAYS AS (1 + jsonb_array_length(extra_files)) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "snippets" ADD COLUMN "has_test_class" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "snippets_test_class_idx" ON "snippets" USING btree ("created_at","id") WHERE has_test_class and visibility = 'public';