CREATE TABLE "moderation_actions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"moderator_id" uuid,
	"action" text NOT NULL,
	"target_kind" text NOT NULL,
	"target_id" uuid NOT NULL,
	"target_title" text NOT NULL,
	"target_author_id" uuid,
	"reason" text DEFAULT '' NOT NULL,
	"suspended_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reporter_id" uuid NOT NULL,
	"target_kind" text NOT NULL,
	"target_id" uuid NOT NULL,
	"target_author_id" uuid NOT NULL,
	"reason" text NOT NULL,
	"details" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone,
	CONSTRAINT "reports_target_kind_check" CHECK (target_kind in ('snippet', 'comment', 'profile'))
);
--> statement-breakpoint
ALTER TABLE "users" DROP CONSTRAINT "users_role_check";--> statement-breakpoint
DROP INDEX "snippets_created_idx";--> statement-breakpoint
DROP INDEX "snippets_popular_idx";--> statement-breakpoint
DROP INDEX "snippets_title_idx";--> statement-breakpoint
DROP INDEX "snippets_platform_created_idx";--> statement-breakpoint
DROP INDEX "snippets_platform_popular_idx";--> statement-breakpoint
DROP INDEX "snippets_category_created_idx";--> statement-breakpoint
DROP INDEX "snippets_category_popular_idx";--> statement-breakpoint
DROP INDEX "snippets_language_created_idx";--> statement-breakpoint
DROP INDEX "snippets_language_popular_idx";--> statement-breakpoint
DROP INDEX "snippets_updated_idx";--> statement-breakpoint
DROP INDEX "snippets_views_idx";--> statement-breakpoint
DROP INDEX "snippets_forks_idx";--> statement-breakpoint
DROP INDEX "snippets_test_class_idx";--> statement-breakpoint
DROP INDEX "snippets_ssjs_safe_idx";--> statement-breakpoint
DROP INDEX "snippets_verified_idx";--> statement-breakpoint
DROP INDEX "snippets_featured_idx";--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "hidden_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "suspended_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "suspended_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "snippets" ADD COLUMN "hidden_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "snippets" ADD COLUMN "listed" boolean GENERATED ALWAYS AS (visibility = 'public' and hidden_at is null) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "comments" ADD COLUMN "hidden_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "moderation_actions" ADD CONSTRAINT "moderation_actions_moderator_id_users_id_fk" FOREIGN KEY ("moderator_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "moderation_actions" ADD CONSTRAINT "moderation_actions_target_author_id_users_id_fk" FOREIGN KEY ("target_author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_reporter_id_users_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_target_author_id_users_id_fk" FOREIGN KEY ("target_author_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "moderation_actions_created_idx" ON "moderation_actions" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "moderation_actions_target_idx" ON "moderation_actions" USING btree ("target_kind","target_id");--> statement-breakpoint
CREATE UNIQUE INDEX "reports_open_unique" ON "reports" USING btree ("reporter_id","target_kind","target_id") WHERE resolved_at is null;--> statement-breakpoint
CREATE INDEX "reports_open_idx" ON "reports" USING btree ("target_kind","target_id","created_at") WHERE resolved_at is null;--> statement-breakpoint
CREATE INDEX "reports_open_created_idx" ON "reports" USING btree ("created_at","target_kind","target_id") WHERE resolved_at is null;--> statement-breakpoint
CREATE INDEX "snippets_created_idx" ON "snippets" USING btree ("created_at","id") WHERE listed;--> statement-breakpoint
CREATE INDEX "snippets_popular_idx" ON "snippets" USING btree ("like_count","created_at","id") WHERE listed;--> statement-breakpoint
CREATE INDEX "snippets_title_idx" ON "snippets" USING btree ("title" collate "und-x-icu","id") WHERE listed;--> statement-breakpoint
CREATE INDEX "snippets_platform_created_idx" ON "snippets" USING btree ("platform","created_at","id") WHERE listed;--> statement-breakpoint
CREATE INDEX "snippets_platform_popular_idx" ON "snippets" USING btree ("platform","like_count","created_at","id") WHERE listed;--> statement-breakpoint
CREATE INDEX "snippets_category_created_idx" ON "snippets" USING btree ("category","created_at","id") WHERE listed;--> statement-breakpoint
CREATE INDEX "snippets_category_popular_idx" ON "snippets" USING btree ("category","like_count","created_at","id") WHERE listed;--> statement-breakpoint
CREATE INDEX "snippets_language_created_idx" ON "snippets" USING btree ("code_language","created_at","id") WHERE listed;--> statement-breakpoint
CREATE INDEX "snippets_language_popular_idx" ON "snippets" USING btree ("code_language","like_count","created_at","id") WHERE listed;--> statement-breakpoint
CREATE INDEX "snippets_updated_idx" ON "snippets" USING btree ("updated_at","id") WHERE listed;--> statement-breakpoint
CREATE INDEX "snippets_views_idx" ON "snippets" USING btree ("view_count","created_at","id") WHERE listed;--> statement-breakpoint
CREATE INDEX "snippets_forks_idx" ON "snippets" USING btree ("fork_count","created_at","id") WHERE listed;--> statement-breakpoint
CREATE INDEX "snippets_test_class_idx" ON "snippets" USING btree ("created_at","id") WHERE has_test_class and listed;--> statement-breakpoint
CREATE INDEX "snippets_ssjs_safe_idx" ON "snippets" USING btree ("created_at","id") WHERE ssjs_safe and listed;--> statement-breakpoint
CREATE INDEX "snippets_verified_idx" ON "snippets" USING btree ("created_at","id") WHERE verified_api is not null and listed;--> statement-breakpoint
CREATE INDEX "snippets_featured_idx" ON "snippets" USING btree ("created_at") WHERE "snippets"."is_featured" and "snippets"."listed";--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_role_check" CHECK (role in ('user', 'moderator', 'admin'));