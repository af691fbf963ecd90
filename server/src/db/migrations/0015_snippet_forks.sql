ALTER TABLE "snippets" DROP CONSTRAINT "snippets_counters_check";--> statement-breakpoint
ALTER TABLE "snippets" ADD COLUMN "forked_from_id" uuid;--> statement-breakpoint
ALTER TABLE "snippets" ADD COLUMN "is_fork" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "snippets" ADD COLUMN "fork_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "snippets" ADD CONSTRAINT "snippets_forked_from_id_snippets_id_fk" FOREIGN KEY ("forked_from_id") REFERENCES "public"."snippets"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "snippets_forks_idx" ON "snippets" USING btree ("fork_count","created_at","id");--> statement-breakpoint
CREATE INDEX "snippets_forked_from_idx" ON "snippets" USING btree ("forked_from_id","created_at","id") WHERE "snippets"."forked_from_id" is not null;--> statement-breakpoint
ALTER TABLE "snippets" ADD CONSTRAINT "snippets_counters_check" CHECK (like_count >= 0 and dislike_count >= 0 and view_count >= 0 and save_count >= 0 and comment_count >= 0
        and fork_count >= 0);--> statement-breakpoint
-- Decision 040: an original counts the forks that exist, whoever inserts or deletes one (a route, an account deletion,
-- manage, a cascade). AFTER row triggers: a fork deleted together with its original finds nothing to update.
CREATE FUNCTION snippet_fork_counted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE snippets SET fork_count = fork_count + 1 WHERE id = NEW.forked_from_id;
  ELSE
    UPDATE snippets SET fork_count = fork_count - 1 WHERE id = OLD.forked_from_id;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER snippets_fork_inserted AFTER INSERT ON snippets
  FOR EACH ROW WHEN (NEW.forked_from_id IS NOT NULL) EXECUTE FUNCTION snippet_fork_counted();--> statement-breakpoint
CREATE TRIGGER snippets_fork_deleted AFTER DELETE ON snippets
  FOR EACH ROW WHEN (OLD.forked_from_id IS NOT NULL) EXECUTE FUNCTION snippet_fork_counted();
