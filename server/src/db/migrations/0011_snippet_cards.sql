CREATE TABLE "snippet_cards" (
	"snippet_id" uuid PRIMARY KEY NOT NULL,
	"hash" text NOT NULL,
	"png" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "snippet_cards" ADD CONSTRAINT "snippet_cards_snippet_id_snippets_id_fk" FOREIGN KEY ("snippet_id") REFERENCES "public"."snippets"("id") ON DELETE cascade ON UPDATE no action;