ALTER TABLE "snippet_revisions" ADD COLUMN "secret_bypasses" jsonb;--> statement-breakpoint
ALTER TABLE "snippets" ADD COLUMN "ssjs_safe" boolean;--> statement-breakpoint
ALTER TABLE "snippets" ADD COLUMN "ampscript_parses" boolean;--> statement-breakpoint
ALTER TABLE "snippets" ADD COLUMN "check_findings" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "snippets" ADD COLUMN "checks_version" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "snippets" ADD COLUMN "secret_bypasses" jsonb;--> statement-breakpoint
CREATE INDEX "snippets_ssjs_safe_idx" ON "snippets" USING btree ("created_at","id") WHERE ssjs_safe and visibility = 'public';