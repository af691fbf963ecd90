CREATE TABLE "snippet_revisions" (
	"snippet_id" uuid NOT NULL,
	"number" integer NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"tags" text[] NOT NULL,
	"platform" text NOT NULL,
	"category" text NOT NULL,
	"code_language" text NOT NULL,
	"code" text,
	"code_patch" text,
	"note" text DEFAULT '' NOT NULL,
	"lines_added" integer NOT NULL,
	"lines_removed" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "snippet_revisions_snippet_id_number_pk" PRIMARY KEY("snippet_id","number"),
	CONSTRAINT "snippet_revisions_code_check" CHECK ((code is null) <> (code_patch is null))
);
--> statement-breakpoint
ALTER TABLE "snippets" ADD COLUMN "revision_count" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "snippet_revisions" ADD CONSTRAINT "snippet_revisions_snippet_id_snippets_id_fk" FOREIGN KEY ("snippet_id") REFERENCES "public"."snippets"("id") ON DELETE cascade ON UPDATE no action;