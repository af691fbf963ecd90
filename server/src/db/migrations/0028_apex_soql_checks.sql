ALTER TABLE "snippets" ADD COLUMN "apex_syntax_errors" smallint;--> statement-breakpoint
ALTER TABLE "snippets" ADD COLUMN "soql_syntax_errors" smallint;