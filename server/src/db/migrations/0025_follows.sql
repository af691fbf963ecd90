CREATE TABLE "follows" (
	"follower_id" uuid NOT NULL,
	"target_kind" text NOT NULL,
	"target" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "follows_pk" PRIMARY KEY("follower_id","target_kind","target"),
	CONSTRAINT "follows_kind_check" CHECK (target_kind in ('member', 'tag', 'platform'))
);
--> statement-breakpoint
ALTER TABLE "follows" ADD CONSTRAINT "follows_follower_id_users_id_fk" FOREIGN KEY ("follower_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "follows_follower_recent_idx" ON "follows" USING btree ("follower_id","target_kind","created_at","target");--> statement-breakpoint
CREATE INDEX "follows_target_idx" ON "follows" USING btree ("target_kind","target","created_at","follower_id");