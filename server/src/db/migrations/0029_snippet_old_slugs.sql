CREATE TABLE "snippet_old_slugs" (
	"slug" text PRIMARY KEY NOT NULL,
	"snippet_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "snippet_old_slugs" ADD CONSTRAINT "snippet_old_slugs_snippet_id_snippets_id_fk" FOREIGN KEY ("snippet_id") REFERENCES "public"."snippets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "snippet_old_slugs_snippet_idx" ON "snippet_old_slugs" USING btree ("snippet_id");