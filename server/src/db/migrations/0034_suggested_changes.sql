ALTER TABLE "comments" ADD COLUMN "suggestion" text;--> statement-breakpoint
ALTER TABLE "comments" ADD COLUMN "suggestion_state" text;--> statement-breakpoint
ALTER TABLE "comments" ADD COLUMN "suggestion_applied_revision" integer;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "suggestions_applied" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "comments" ADD CONSTRAINT "comments_suggestion_check" CHECK ((suggestion is null) = (suggestion_state is null)
        and (suggestion is null or line_revision is not null)
        and (suggestion_state is null or suggestion_state in ('open', 'applied', 'outdated'))
        and ((coalesce(suggestion_state, '') = 'applied') = (suggestion_applied_revision is not null)));