CREATE TABLE "access_tokens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"name" text NOT NULL,
	"token_hash" text NOT NULL,
	"hint" text NOT NULL,
	"scopes" text[] NOT NULL,
	"expires_at" timestamp with time zone,
	"last_used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "access_tokens" ADD CONSTRAINT "access_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "access_tokens_hash_unique" ON "access_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "access_tokens_user_name_unique" ON "access_tokens" USING btree ("user_id",lower("name"));--> statement-breakpoint
CREATE INDEX "access_tokens_user_created_idx" ON "access_tokens" USING btree ("user_id","created_at");--> statement-breakpoint
-- Hand-written (decision 073). A revoked access token ('t:<token id>') is announced on auth_invalidation when the
-- delete commits, as a deleted session is (migration 0013, decision 037), so every process forgets it at once: a
-- revocation from the profile, a suspension, and a deleted member's tokens (ON DELETE CASCADE fires it too).
CREATE FUNCTION auth_invalidation_access_token() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('auth_invalidation', 't:' || OLD.id::text);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER access_tokens_auth_invalidation AFTER DELETE ON access_tokens
FOR EACH ROW EXECUTE FUNCTION auth_invalidation_access_token();
