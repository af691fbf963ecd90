CREATE TABLE "snippet_outdated_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"snippet_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"reason" text NOT NULL,
	"release_api" smallint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "snippet_verifications" (
	"snippet_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"release_api" smallint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "snippet_verifications_pk" PRIMARY KEY("snippet_id","release_api","user_id")
);
--> statement-breakpoint
ALTER TABLE "snippets" DROP CONSTRAINT "snippets_counters_check";--> statement-breakpoint
ALTER TABLE "snippets" ADD COLUMN "runs_in" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "snippets" ADD COLUMN "effects" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "snippets" ADD COLUMN "prerequisites" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "snippets" ADD COLUMN "verified_api" smallint;--> statement-breakpoint
ALTER TABLE "snippets" ADD COLUMN "verified_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "snippets" ADD COLUMN "outdated_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "snippet_outdated_reports" ADD CONSTRAINT "snippet_outdated_reports_snippet_id_snippets_id_fk" FOREIGN KEY ("snippet_id") REFERENCES "public"."snippets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "snippet_outdated_reports" ADD CONSTRAINT "snippet_outdated_reports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "snippet_verifications" ADD CONSTRAINT "snippet_verifications_snippet_id_snippets_id_fk" FOREIGN KEY ("snippet_id") REFERENCES "public"."snippets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "snippet_verifications" ADD CONSTRAINT "snippet_verifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "snippet_outdated_reports_open_unique" ON "snippet_outdated_reports" USING btree ("snippet_id","user_id") WHERE resolved_at is null;--> statement-breakpoint
CREATE INDEX "snippet_outdated_reports_open_idx" ON "snippet_outdated_reports" USING btree ("snippet_id","created_at") WHERE resolved_at is null;--> statement-breakpoint
CREATE INDEX "snippet_outdated_reports_user_idx" ON "snippet_outdated_reports" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "snippet_verifications_user_idx" ON "snippet_verifications" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "snippets_verified_idx" ON "snippets" USING btree ("created_at","id") WHERE verified_api is not null and visibility = 'public';--> statement-breakpoint
ALTER TABLE "snippets" ADD CONSTRAINT "snippets_counters_check" CHECK (like_count >= 0 and dislike_count >= 0 and view_count >= 0 and save_count >= 0 and comment_count >= 0
        and fork_count >= 0 and verified_count >= 0 and outdated_count >= 0);